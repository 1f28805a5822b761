// SQL lives in the repos (`repo.ts` or `<name>-repo.ts`): services and routes say what happens and
// call a repo for each read and write, so a query is found, reviewed and run against both databases
// in one place per area. The few files that may run SQL elsewhere are named here with their reason.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sourceFiles } from '../support/source-files';

const SERVER = 'server';

/** Files outside the repos that may run SQL, each with its reason. */
// The photo sweep is one query of several tables, run by the scheduler: split across repos it would
// only be harder to read as the single rule "which photos are kept". (Deletes by age go through
// db/age-prune.ts.)
const EXCEPTIONS: Record<string, string> = {
  'server/identity/housekeeping.ts': "housekeeping: removes replaced identity photos in batches, with the provider's file",
};

const isRepo = (path: string) => /(^|\/)(repo|[\w-]+-repo)\.ts$/.test(path);
// The schema's own files: migrations create the tables, connection and serializable set the session.
const isSchema = (path: string) => path.startsWith('server/db/');

/** True when the text builds or runs a query (kysely's builders or a raw `sql` template). */
export function runsSql(text: string): boolean {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');
  return /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\s*\(|\bsql\s*(<[^>]*>)?\s*`|\bsql\.(raw|ref|table|id|lit|join)\s*\(/.test(
    code,
  );
}

test('only repos (and the named exceptions) run SQL in server/', () => {
  const found = sourceFiles(SERVER)
    .map((p) => relative('.', p))
    .filter((p) => !isRepo(p) && !isSchema(p) && !EXCEPTIONS[p] && runsSql(readFileSync(p, 'utf8')));
  assert.equal(found, []);
});

test('each named exception still runs SQL (a stale exception is removed)', () => {
  for (const p of Object.keys(EXCEPTIONS)) assert.ok(runsSql(readFileSync(p, 'utf8')), p);
});

test('the check sees builders and raw sql, not words in comments or strings of other kinds', () => {
  assert.ok(runsSql("await db.selectFrom('bill').selectAll().execute();"));
  assert.ok(runsSql('await trx\n  .updateTable("bill")'));
  assert.ok(runsSql('await sql`select 1`.execute(db);'));
  assert.ok(runsSql('const n = sql<number>`count(*)`;'));
  assert.not.ok(runsSql('// db.selectFrom("bill") is in the repo\nconst x = 1;'));
  assert.not.ok(runsSql('const deleteFromList = (xs: number[]) => xs;'));
  assert.ok(isRepo('server/bill/repo.ts') && isRepo('server/auth/code-repo.ts'));
  assert.not.ok(isRepo('server/borrow/apply-service.ts'));
});

test.run();
