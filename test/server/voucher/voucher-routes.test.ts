import { statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { as, APPLY, certifiedBorrower } from '../borrow/borrow-helpers';
import { upload } from '../certification/cert-helpers';
import { clientOpen, startTestServer, type TestServer, unreadUpload } from '../harness';
import { makeJpeg, makePng } from '../identity/image-fixtures';
import { borrowerWithLoan, SLIP, voucherFiles } from './voucher-helpers';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer({ AUTO_DECIDE_MS: '0' });
});
test.after.each(() => s.close());

const rows = () => s.db.selectFrom('voucher').selectAll().orderBy('id').execute();

/** A payment reference of the borrower's bill, as the repay page makes one. */
async function referenceOf(api: ReturnType<typeof as>, repayId: string, key: string): Promise<string> {
  const out = await api.post('/repay/code', { repayId, kind: 'repay', amount: 100_000, channel: 'seven_eleven' }, key);
  if (out.code !== 200) throw new Error(`repay code refused: ${out.msg}`);
  return out.data.reference;
}

test('a proof for the borrower own bill is kept owner-only under DATA_DIR/vouchers and answered {voucherId, status: "review"}', async () => {
  const a = await borrowerWithLoan(s);
  const out = await a.proof({ repayId: a.repayId });
  assert.is(out.code, 200, out.msg);
  assert.equal(Object.keys(out.data), ['voucherId', 'status']);
  assert.type(out.data.voucherId, 'string');
  assert.is(out.data.status, 'review');
  const [row] = await rows();
  assert.equal(
    [String(row.id), row.bill_id, row.user_id, row.status, row.reference],
    [out.data.voucherId, a.billId, a.userId, 'review', null],
  );
  assert.equal(voucherFiles(s), [row.file]);
  assert.is(statSync(join(s.config.dataDir, 'vouchers', row.file)).mode & 0o777, 0o600);
  assert.is(statSync(join(s.config.dataDir, 'vouchers')).mode & 0o777, 0o700);
  // Nothing serves it back.
  const res = await s.app.request(`/vouchers/${row.file}`);
  assert.not.equal(Buffer.from(await res.arrayBuffer()).subarray(0, 2), Buffer.from([0xff, 0xd8]));
});

test("another borrower's repayId is refused exactly like an unknown one, and nothing is kept", async () => {
  const a = await borrowerWithLoan(s);
  const b = await borrowerWithLoan(s);
  const theirs = await b.proof({ repayId: a.repayId });
  const unknown = await b.proof({ repayId: 'f'.repeat(24) });
  assert.is(theirs.code, 404);
  assert.equal(theirs, unknown);
  assert.equal(await rows(), []);
  assert.equal(voucherFiles(s), []);
  // Without a token nothing is read at all.
  const res = await s.app.request('/api/user/repay/voucher', { method: 'POST', body: new FormData(), headers: { EFLAG: '1' } });
  assert.is(clientOpen((await res.json()).payload).code, 401);
});

test('a missing repayId, a bill not yet disbursed or one already settled is refused', async () => {
  const a = await borrowerWithLoan(s);
  assert.equal((await a.proof({})).data, { field: 'repayId' });
  await s.db.updateTable('bill').set({ status: 30 }).where('id', '=', a.billId).execute();
  assert.equal((await a.proof({ repayId: a.repayId })).data, { borrowStatus: 30 });
  const fresh = await certifiedBorrower(s);
  const applied = await as(s, fresh.token).post('/product/applyLoan', APPLY, 'apply-voucher-1');
  const early = await upload(s, '/api/user/repay/voucher', { Authentication: fresh.token }, { repayId: applied.data.repayId }, SLIP);
  assert.is(early.code, 409);
  assert.equal(await rows(), []);
});

test("a reference, when given, must be one of that bill's payment references", async () => {
  const a = await borrowerWithLoan(s);
  const b = await borrowerWithLoan(s);
  const mine = await referenceOf(a.api, a.repayId, 'voucher-ref-a1');
  const theirs = await referenceOf(b.api, b.repayId, 'voucher-ref-b1');
  const ok = await a.proof({ repayId: a.repayId, reference: mine });
  assert.is(ok.code, 200, ok.msg);
  for (const reference of [theirs, 'PCNOTAREF234']) {
    const out = await a.proof({ repayId: a.repayId, reference });
    assert.equal([out.code, out.data], [400, { field: 'reference' }], reference);
  }
  assert.equal(
    (await rows()).map((r) => r.reference),
    [mine],
  );
  assert.is(voucherFiles(s).length, 1);
});

test('at most 3 proofs wait per bill: the 4th is refused in plain words until one is decided', async () => {
  const a = await borrowerWithLoan(s);
  for (let i = 0; i < 3; i++) assert.is((await a.proof({ repayId: a.repayId })).code, 200, `proof ${i + 1}`);
  const fourth = await a.proof({ repayId: a.repayId });
  assert.is.not(fourth.code, 200);
  assert.match(fourth.msg, /3 proofs/);
  assert.is(voucherFiles(s).length, 3, 'the refused file is not kept');
  await s.db
    .updateTable('voucher')
    .set({ status: 'rejected' })
    .where('id', '=', (await rows())[0].id)
    .execute();
  assert.is((await a.proof({ repayId: a.repayId })).code, 200);
});

test('five proofs at once: exactly 3 wait, whatever the interleaving', async () => {
  const a = await borrowerWithLoan(s);
  const answers = await Promise.all(Array.from({ length: 5 }, () => a.proof({ repayId: a.repayId })));
  assert.is(answers.filter((o) => o.code === 200).length, 3);
  assert.is((await rows()).length, 3);
  assert.is(voucherFiles(s).length, 3);
});

test('the identity photos rules: not a photo, too small, over 5 MB, or no file at all are refused naming the file', async () => {
  const a = await borrowerWithLoan(s);
  const cases = [
    { bytes: Buffer.from('a text file named like a photo\n'), name: 'slip.jpg' },
    { bytes: makePng(200, 200), name: 'slip.png', type: 'image/png' },
    { bytes: Buffer.concat([makeJpeg(640, 480), Buffer.alloc(5 * 1024 * 1024)]) },
    { bytes: makeJpeg(640, 480).subarray(0, 300) },
  ];
  for (const [i, file] of cases.entries()) {
    const out = await a.proof({ repayId: a.repayId }, file);
    assert.equal([out.code, out.data], [400, { field: 'file' }], `case ${i}`);
  }
  assert.equal((await a.proof({ repayId: a.repayId }, null)).data, { field: 'file' });
  assert.equal(await rows(), []);
  assert.equal(voucherFiles(s), []);
});

test('a multipart body over 6 MB is refused before it is read', async () => {
  const a = await borrowerWithLoan(s);
  const { res, pulled } = await unreadUpload(s, '/api/user/repay/voucher', a.token);
  assert.is(clientOpen((await res.json()).payload).code, 413);
  assert.not.ok(pulled());
});

test('the bill shows the status of its latest proof, and no voucher field before any', async () => {
  const a = await borrowerWithLoan(s);
  const voucherOfBill = async () => (await a.api.get('/borrow/bill?borrowType=0')).data.details[0].voucher;
  assert.is(await voucherOfBill(), undefined);
  const first = (await a.proof({ repayId: a.repayId })).data.voucherId;
  assert.equal(await voucherOfBill(), { status: 'review' });
  await s.db.updateTable('voucher').set({ status: 'rejected' }).where('id', '=', Number(first)).execute();
  assert.equal(await voucherOfBill(), { status: 'rejected' });
  const second = (await a.proof({ repayId: a.repayId })).data.voucherId;
  assert.equal(await voucherOfBill(), { status: 'review' });
  await s.db.updateTable('voucher').set({ status: 'accepted' }).where('id', '=', Number(second)).execute();
  assert.equal(await voucherOfBill(), { status: 'accepted' });
  // Another borrower's bill list shows nothing of it.
  const b = await borrowerWithLoan(s);
  assert.is((await b.api.get('/borrow/bill?borrowType=0')).data.details[0].voucher, undefined);
});

test.run();
