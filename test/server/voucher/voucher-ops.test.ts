import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../harness';
import { borrowerWithLoan } from './voucher-helpers';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer({ AUTO_DECIDE_MS: '0' });
});
test.after.each(() => s.close());

const ops = (...argv: string[]) => s.ops(...argv);

/** Everything deciding a proof must leave alone: the bill, its ledger, its payments. */
const money = async () => ({
  bill: await s.db.selectFrom('bill').selectAll().execute(),
  ledger: await s.db.selectFrom('bill_ledger').selectAll().execute(),
  events: await s.db.selectFrom('pay_event').selectAll().execute(),
});
const statuses = async () => (await s.db.selectFrom('voucher').select(['id', 'status']).orderBy('id').execute()).map((r) => r.status);

test('the usage names the voucher commands', async () => {
  const { text } = await ops();
  assert.match(text, 'vouchers');
  assert.match(text, 'voucher accept|reject <voucherId>');
});

test('vouchers lists the waiting proofs: id, bill, borrower, reference, when and the file path', async () => {
  assert.is((await ops('vouchers')).text, 'no proofs waiting');
  const a = await borrowerWithLoan(s);
  const reference = (
    await a.api.post('/repay/code', { repayId: a.repayId, kind: 'repay', amount: 100_000, channel: 'gcash' }, 'voucher-ops-1')
  ).data.reference;
  const first = (await a.proof({ repayId: a.repayId, reference })).data.voucherId;
  const second = (await a.proof({ repayId: a.repayId })).data.voucherId;
  await s.db.updateTable('voucher').set({ status: 'accepted' }).where('id', '=', Number(second)).execute();
  const row = await s.db.selectFrom('voucher').selectAll().where('id', '=', Number(first)).executeTakeFirstOrThrow();
  const { code, text } = await ops('vouchers');
  const lines = text.split('\n');
  assert.is(code, 0);
  assert.equal(lines[0].split('\t'), ['voucherId', 'borrowId', 'userId', 'phone', 'reference', 'uploaded', 'file']);
  const cells = lines[1].split('\t');
  assert.equal(cells.slice(0, 5), [first, String(a.billId), String(a.userId), a.phone, reference]);
  assert.match(cells[5], /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{3})?Z$/);
  assert.is(cells[6], join(s.config.dataDir, 'vouchers', row.file));
  assert.is(lines.at(-1), '1 proof(s) waiting');
  assert.is(lines.length, 3, 'the decided proof is not listed');
});

test('voucher accept and reject decide a waiting proof and move no money', async () => {
  const a = await borrowerWithLoan(s);
  const one = (await a.proof({ repayId: a.repayId })).data.voucherId;
  const two = (await a.proof({ repayId: a.repayId })).data.voucherId;
  const repayable = (await a.api.get(`/repay/detail/${a.repayId}`)).data.repayable;
  const before = await money();
  assert.equal(await ops('voucher', 'accept', one), { code: 0, text: `proof ${one}: accepted` });
  assert.is((await ops('voucher', 'reject', two)).code, 0);
  assert.equal(await statuses(), ['accepted', 'rejected']);
  assert.equal(await money(), before);
  assert.is((await a.api.get(`/repay/detail/${a.repayId}`)).data.repayable, repayable);
  assert.is((await ops('vouchers')).text, 'no proofs waiting');
});

test('a bad, unknown or already decided voucher id exits non-zero and changes nothing', async () => {
  const a = await borrowerWithLoan(s);
  const id = (await a.proof({ repayId: a.repayId })).data.voucherId;
  const decided = (await a.proof({ repayId: a.repayId })).data.voucherId;
  await ops('voucher', 'reject', decided);
  for (const argv of [
    ['voucher'],
    ['voucher', 'accept'],
    ['voucher', 'approve', id],
    ['voucher', 'accept', 'x1'],
    ['voucher', 'accept', '0'],
    ['voucher', 'accept', '0x1'],
    ['voucher', 'accept', '999'],
    ['voucher', 'accept', id, 'extra'],
    ['voucher', 'accept', decided],
  ]) {
    const r = await ops(...argv);
    assert.is(r.code, 1, argv.join(' '));
    assert.match(r.text, /^error: /, argv.join(' '));
  }
  assert.match((await ops('voucher', 'accept', decided)).text, 'already rejected');
  assert.equal(await statuses(), ['review', 'rejected']);
});

test.run();
