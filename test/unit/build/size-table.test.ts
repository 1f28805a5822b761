// The README's size table is written by `node build.mjs` (npm test runs it last, so the committed
// figures are the build's); these checks hold its shape, and that no other document keeps a copy.
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { budget } from '../../../build/budget.mjs';
import { readRouteTable } from '../../../build/route-files.mjs';
import { MARKERS, sizeTable, withSizeTable } from '../../../build/size-table.mjs';

const readme = readFileSync('README.md', 'utf8');
const table = readme.slice(readme.indexOf(MARKERS[0]) + MARKERS[0].length, readme.indexOf(MARKERS[1]));
const rows = table
  .split('\n')
  .filter((line) => line.startsWith('| ') && !line.startsWith('| what'))
  .map((line) => line.split('|').map((cell) => cell.trim()));
const bytes = (cell: string) => Number(cell.replaceAll(',', ''));

test('routes of equal weight in one language share a row, heaviest first, between the first screen and the whole app', () => {
  const text = sizeTable({
    firstScreen: { br: 24000, limit: 24576 },
    routes: [
      { path: '/a', language: 'th', br: 30000 },
      { path: '/b', language: 'th', br: 45000 },
      { path: '/c', language: 'th', br: 30000 },
    ],
    routeLimit: 51200,
    wholeApp: { br: 90000, limit: 102400 },
  });
  assert.equal(text.split('\n').slice(2), [
    '| first screen (#/noren, English) HTML+JS+CSS | 24,000 | 24,576 |',
    '| `/b` (th) | 45,000 | 51,200 |',
    '| `/a`, `/c` (th) | 30,000 | 51,200 |',
    '| whole app, one language, Web Crypto: all JS+CSS | 90,000 | 102,400 |',
  ]);
  assert.is(withSizeTable(`a\n${MARKERS[0]}\nold\n${MARKERS[1]}\nb`, 'new'), `a\n${MARKERS[0]}\nnew\n${MARKERS[1]}\nb`);
  assert.throws(() => withSizeTable('no markers', 'new'), /markers/);
});

test("the README's table is the build's: the limits of build/budget.mjs, every route of the route table once, heaviest first", async () => {
  assert.ok(rows.length > 3, 'the README holds the table between its markers');
  const [first, ...rest] = rows;
  const whole = rest.pop()!;
  assert.is(bytes(first![3]!), budget.firstScreen);
  assert.is(bytes(whole[3]!), budget.oneLanguage);
  for (const row of rest) assert.is(bytes(row[3]!), budget.route, row[1]);
  const listed = rest.flatMap((row) => [...row[1]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!));
  const routes = (await readRouteTable('src/app/routes.ts')).map((r) => r.path);
  assert.equal([...listed].sort(), [...new Set(routes)].sort(), 'the route table changed: node build.mjs rewrites the README table');
  const weights = rest.map((row) => bytes(row[2]!));
  assert.equal(
    weights,
    [...weights].sort((a, b) => b - a),
  );
  for (const row of rows) assert.ok(bytes(row[2]!) <= bytes(row[3]!), `${row[1]} within its limit`);
});

test('no other document keeps a second size table to disagree with', () => {
  for (const doc of ['docs/performance.md', 'docs/build.md'])
    assert.not.match(readFileSync(doc, 'utf8'), /^\| first screen \(#\/noren, English\) HTML\+JS\+CSS \| [\d,]+ \|/m, doc);
});

test.run();
