// The paths a page asks first are written once, in api/paths.ts: the API modules call them by name and
// the start's first calls (session/first-calls.ts) ask them early by the same names.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as paths from '../../../src/api/paths';
import { firstCalls, routeCalls, statusCall } from '../../../src/session/first-calls';

const written = Object.values(paths).flatMap((e) => Object.values(e as Record<string, string>));
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sources(join(dir, d.name)) : /\.tsx?$/.test(d.name) ? [join(dir, d.name)] : [],
  );

test('no module of the app writes a first call path again', () => {
  const again = sources('src')
    .filter((f) => f !== join('src', 'api', 'paths.ts'))
    .flatMap((f) => {
      const text = readFileSync(f, 'utf8');
      return written.filter((p) => text.includes(`'${p}`) || text.includes(`\`${p}`)).map((p) => `${f}: ${p}`);
    });
  assert.equal(again, []);
});

test("every early call is one of those paths (with the page's query or param)", () => {
  const calls = [statusCall, ...Object.values(firstCalls).flat(), ...(routeCalls('/repay/:repayId') ?? [])];
  assert.ok(calls.length > 5);
  for (const call of calls)
    assert.ok(
      written.some((p) => call === p || call.startsWith(p.endsWith('/') ? p : `${p}?`)),
      call,
    );
});

test.run();
