import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { APPLY, as, certifiedBorrower } from '../borrow/borrow-helpers';
import { startTestServer, type TestServer } from '../harness';
import { opsProcess } from '../../support/ops-process';
import { serverBundle } from '../../support/server-bundle';

// The operator CLI (`npm run ops`) as a process of its own, on the database of a server that is
// running: its SQLite file, or under `npm run test:pg` its PostgreSQL database. What the CLI does,
// the server answers at once; what it refuses changes nothing.
let s: TestServer;
test.before.each(async () => {
  s = await startTestServer({ AUTO_DECIDE_MS: '0' });
});
test.after.each(() => s.close());

// `npm run ops` runs dist/server/ops.mjs: bundled the same way here, once, so that each command
// starts in a fraction of a second.
const entry = await serverBundle('ops');

async function ops(...argv: string[]): Promise<{ code: number | null; out: string }> {
  const env = { DATA_DIR: s.config.dataDir, DATABASE_URL: s.config.databaseUrl ?? '', TEST_DATABASE_URL: '' };
  const r = await opsProcess(entry, env, argv);
  return { code: r.code, out: r.text };
}

const history = async () => (await s.db.selectFrom('bill_event').select(['bill_id', 'event', 'actor']).orderBy('id').execute()).length;

test("on the running server's database: approve and disburse show to the borrower; impossible moves and bad arguments change nothing", async () => {
  const a = await certifiedBorrower(s);
  const b = await certifiedBorrower(s);
  const apiA = as(s, a.token);
  const apiB = as(s, b.token);
  const billA = (await apiA.post('/product/applyLoan', APPLY, 'key-live-a1')).data.borrowId as string;
  const billB = (await apiB.post('/product/applyLoan', APPLY, 'key-live-b1')).data.borrowId as string;

  const [usage, users, approveA, rejectB, badId, unknown, extra] = await Promise.all([
    ops(),
    ops('users'),
    ops('approve', billA),
    ops('reject', billB),
    ops('approve', 'abc'),
    ops('launch'),
    ops('approve', billA, billB),
  ]);
  assert.is(usage.code, 0);
  for (const line of [
    'usage: npm run ops -- <command>',
    'users',
    'bills [userId]',
    'approve <borrowId>',
    'reject <borrowId>',
    'disburse <borrowId>',
    'fail <borrowId>',
  ])
    assert.match(usage.out, line);
  assert.is(users.code, 0, users.out);
  assert.match(users.out, `\t${a.phone}\t60\t`);
  assert.equal(approveA, { code: 0, out: `bill ${billA}: now 20 approved\n` });
  assert.equal(rejectB, { code: 0, out: `bill ${billB}: now 60 rejected\n` });
  assert.equal(badId, { code: 1, out: 'error: approve needs one bill id (a whole number), e.g. `approve 12`; `bills` lists them\n' });
  assert.is(extra.code, 1);
  assert.is(unknown.code, 1);
  assert.match(unknown.out, 'unknown command "launch"');
  // The server, which never saw these commands, answers the new statuses.
  assert.is((await apiA.get('/borrow/borrowStatus')).data.borrowStatus, 20);
  assert.equal((await apiB.get('/borrow/borrowStatus')).data, {});
  assert.equal(
    (await apiB.get('/borrow/bill?borrowType=1')).data.details.map((x: { borrowStatus: number }) => x.borrowStatus),
    [60],
  );
  const moves = await history();

  const [disburseA, disburseB] = await Promise.all([ops('disburse', billA), ops('disburse', billB)]);
  assert.is(disburseA.code, 0);
  assert.match(disburseA.out, new RegExp(`^bill ${billA}: now 40 repaying\nsent to BDO Unibank \\*{8}7890 \\(Test Borrower\\) at `));
  assert.equal(disburseB, { code: 1, out: `error: cannot disburse bill ${billB}: it is 60 rejected\n` });
  const repaying = (await apiA.get('/borrow/bill?borrowType=0')).data.details[0];
  assert.equal([repaying.borrowStatus, repaying.dueDate > s.clock.now()], [40, true]);
  assert.is(await history(), moves + 1);

  const [again, bills] = await Promise.all([ops('disburse', billA), ops('bills')]);
  assert.equal(again, { code: 1, out: `error: cannot disburse bill ${billA}: it is 40 repaying\n` });
  assert.match(bills.out, new RegExp(`\\n${billA}\\t${a.userId}\\t40 repaying\\t`));
  assert.match(bills.out, new RegExp(`\\n${billB}\\t${b.userId}\\t60 rejected\\t`));
  assert.is(await history(), moves + 1);
});

test.run();
