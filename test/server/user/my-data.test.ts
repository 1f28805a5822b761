// The borrower's data rights: the download holds every row about the caller and none of anyone
// else's, and an erasure removes the personal rows and files while the loan records stay balanced.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { moveBillById } from '../../../server/borrow/bill-actions';
import { housekeeping } from '../../../server/sweeps';
import { LEFT_OUT, SECTION_RULES } from '../../../server/user/my-data-rules';
import { countByUser } from '../../../server/user/my-data-repo';
import { APPLY, as, certifiedBorrower } from '../borrow/borrow-helpers';
import { borrower, PHONES, PHOTO, phoneCheckCode, upload } from '../certification/cert-helpers';
import { certifyTo } from '../../support/certify';
import { startTestServer, type TestServer } from '../harness';
import { deliver, paid } from '../repay/repay-helpers';
import { SLIP } from '../voucher/voucher-helpers';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer({ AUTO_DECIDE_MS: '0' });
});
test.after.each(() => s.close());

/** Tables with a `user_id` column, read from the database itself. */
async function userTables(): Promise<string[]> {
  const tables = await s.db.introspection.getTables();
  return tables.filter((t) => t.columns.some((c) => c.name === 'user_id')).map((t) => t.name);
}

/**
 * A borrower certified by real calls with a loan repaid in full, a proof of payment, a feedback with
 * a photo, a message, a survey answer, a device report with location, a push subscription and a
 * tracking event: a row in nearly every table.
 */
async function fullBorrower(phone = PHONES.a) {
  const b = await borrower(s, phone);
  await certifyTo(
    { call: b.call, upload: (path, fields) => b.upload(path, fields, PHOTO), phoneCheckCode: () => phoneCheckCode(s, b.phone) },
    60,
    { idNumber: `0111-${phone.slice(-7)}-9` },
  );
  const api = as(s, b.token);
  const applied = await api.post('/product/applyLoan', APPLY, `apply-${phone}`);
  assert.is(applied.code, 200, applied.msg);
  const billId = Number(applied.data.borrowId);
  await moveBillById(s.db, billId, 'approve', 'ops', s.clock.now());
  await moveBillById(s.db, billId, 'disburse', 'ops', s.clock.now());
  const repayId = applied.data.repayId as string;
  const auth = { Authentication: b.token };
  assert.is((await upload(s, '/api/user/repay/voucher', auth, { repayId }, SLIP)).code, 200);
  const code = await api.post('/repay/code', { repayId, kind: 'repay', amount: 503_500, channel: 'qrph' }, `pay-${phone}`);
  assert.is(code.code, 200, code.msg);
  assert.is((await deliver(s, paid(code.data.reference, 503_500))).status, 200);
  const form = new FormData();
  form.set('type', 'SUGGESTION');
  form.set('content', 'More channels please');
  form.set('files', new Blob([SLIP.bytes as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }), 'slip.jpg');
  const fb = await s.app.request('/api/user/report/webPageFb', { method: 'POST', body: form, headers: { EFLAG: '1', ...auth } });
  assert.is(fb.status, 200);
  assert.is((await api.post('/survey/answer', { score: 5 })).code, 200);
  const now = s.clock.now();
  await s.db
    .insertInto('user_message')
    .values({ user_id: b.userId, feedback_id: null, title: 'Hello', body: 'Welcome', created_at: now, read_at: null })
    .execute();
  const report = { deviceId: `dev-${phone}`, latitude: 14.6, longitude: 121 };
  assert.is((await api.post('/user/deviceInformation', report)).code, 200);
  await s.db
    .insertInto('push_subscription')
    .values({ endpoint: `https://push.example/${phone}`, user_id: b.userId, p256dh: 'secret-key', auth: 'secret-auth', updated_at: now })
    .execute();
  await s.db
    .insertInto('metric_event')
    .values({ user_id: b.userId, device_id: 'd', event_type: 'page', body: '{}', ip: null, created_at: now })
    .execute();
  return { ...b, api, billId };
}

test('every table with a user_id column is a section of the download or left out with a reason', async () => {
  const ruled = new Set<string>([...Object.values(SECTION_RULES).map((r) => r.table), ...Object.keys(LEFT_OUT)]);
  for (const table of await userTables()) assert.ok(ruled.has(table), `${table} has no rule in server/user/my-data-rules.ts`);
});

test("the download holds every row of the caller's, table by table, and none of another borrower's", async () => {
  const a = await fullBorrower();
  const other = await certifiedBorrower(s, '09179990001');
  await as(s, other.token).post('/user/deviceInformation', { deviceId: 'other-dev' });
  const doc = (await a.api.get('/user/myData')).data;
  for (const [section, rule] of Object.entries(SECTION_RULES)) {
    const rows = doc.sections[section] as Record<string, unknown>[];
    assert.ok(Array.isArray(rows), `${section} is missing`);
    if ((rule.owner ?? 'user') === 'user' && rule.table !== 'app_user')
      assert.is(rows.length, await countByUser(s.db, rule.table, a.userId), `${section}: every ${rule.table} row of the caller`);
    for (const row of rows) if ('userId' in row) assert.is(row.userId, a.userId, `${section} holds another borrower's row`);
  }
  for (const section of [
    'identity',
    'identityPhotos',
    'personalInfo',
    'contacts',
    'bankAccount',
    'loans',
    'loanEvents',
    'loanLedgers',
    'payments',
    'proofsOfPayment',
    'feedback',
    'feedbackImages',
    'messages',
    'surveyAnswers',
    'devices',
    'notificationSubscriptions',
    'trackingEvents',
  ])
    assert.ok(doc.sections[section].length > 0, `${section} is empty for a borrower who has one`);
  assert.equal(
    doc.sections.profile.map((p: { id: number }) => p.id),
    [a.userId],
  );
  const events = await s.db.selectFrom('bill_event').select('id').where('bill_id', '=', a.billId).execute();
  assert.is(doc.sections.loanEvents.length, events.length);
  // Secrets, kept files' names and request fingerprints are not in it; the account number is masked as shown.
  const text = JSON.stringify(doc);
  for (const hidden of [
    'secret-key',
    'secret-auth',
    'imageRef',
    'fileRef',
    'idemKey',
    'requestHash',
    'codeHash',
    'tokenHash',
    '001234567890',
  ])
    assert.not.ok(text.includes(hidden), `the download shows ${hidden}`);
  assert.match(doc.sections.bankAccount[0].accountNo, /^\*+\d{4}$/);
  assert.equal(doc.consents, { reminderPush: true, reminderSms: true, notificationsSubscribed: true, locationShared: true });
  assert.not.ok(text.includes(other.phone), "another borrower's phone is in the download");
});

test('an erasure is refused in plain words while a loan is open, and no code is sent for it', async () => {
  const b = await certifiedBorrower(s);
  const api = as(s, b.token);
  assert.is((await api.post('/product/applyLoan', APPLY, 'apply-open')).code, 200);
  const sent = s.smsLines.length;
  const asked = await api.get('/user/eraseCode');
  assert.is(asked.code, 409);
  assert.match(asked.msg, /loan is open/);
  assert.is(s.smsLines.length, sent);
  assert.is((await api.post('/user/erase', { code: '1234' })).code, 409);
});

test('an erasure is refused while a refund is pending', async () => {
  const b = await certifiedBorrower(s);
  const api = as(s, b.token);
  const applied = await api.post('/product/applyLoan', APPLY, 'apply-refund');
  const billId = Number(applied.data.borrowId);
  await moveBillById(s.db, billId, 'approve', 'ops', s.clock.now());
  await moveBillById(s.db, billId, 'disburse', 'ops', s.clock.now());
  const code = await api.post(
    '/repay/code',
    { repayId: applied.data.repayId, kind: 'repay', amount: 503_500, channel: 'qrph' },
    'pay-over',
  );
  assert.is((await deliver(s, paid(code.data.reference, 503_600))).status, 200);
  const asked = await api.get('/user/eraseCode');
  assert.is(asked.code, 409);
  assert.match(asked.msg, /refund/);
  // Once the operator sent it back, nothing waits.
  assert.is((await s.ops('refund', '1')).code, 0);
  await s.clock.advance(61_000);
  assert.is((await api.get('/user/eraseCode')).code, 200);
});

test('a sign-in code cannot erase, and an erase code cannot sign in', async () => {
  const b = await certifiedBorrower(s);
  const api = as(s, b.token);
  await s.clock.advance(61_000);
  assert.is((await api.get('/user/eraseCode')).code, 200);
  const line = JSON.parse(s.smsLines.at(-1)!);
  assert.is(line.purpose, 'erase');
  const signIn = await s.call('POST', '/api/user/login/otpLoginCheck', { phone: b.phone, code: line.code });
  assert.is.not(signIn.code, 200);
  await s.clock.advance(61_000);
  await s.call('POST', `/api/user/login/otp?phone=${b.phone}&type=1`, {}, { 'Device-Id': 'test-device' });
  const refused = await api.post('/user/erase', { code: s.lastCode(b.phone) });
  assert.is(refused.code, 400);
  assert.is((await api.get('/user/status')).code, 200);
});

test('an erasure signs out everywhere, removes the personal rows and files, keeps the loans balanced, and frees the phone', async () => {
  const a = await fullBorrower();
  await s.clock.advance(61_000);
  const second = await s.signIn(a.phone, 'second-device');
  const other = await fullBorrower(PHONES.b);
  const ledgerBefore = await s.db.selectFrom('bill_ledger').selectAll().where('bill_id', '=', a.billId).executeTakeFirstOrThrow();
  const payBefore = await s.db.selectFrom('pay_event').selectAll().orderBy('event_id').execute();
  const files = () =>
    ['kyc', 'vouchers', 'feedback'].flatMap((d) => (existsSync(join(s.config.dataDir, d)) ? readdirSync(join(s.config.dataDir, d)) : []));
  const filesBefore = files();
  const otherDoc = (await other.api.get('/user/myData')).data;

  await s.clock.advance(61_000);
  assert.is((await a.api.get('/user/eraseCode')).code, 200);
  const wrong = await a.api.post('/user/erase', { code: s.lastCode(a.phone) === '0000' ? '1111' : '0000' });
  assert.is(wrong.code, 400);
  const done = await a.api.post('/user/erase', { code: s.lastCode(a.phone) });
  assert.is(done.code, 200, done.msg);
  assert.is(done.data.keepUntil, (await s.db.selectFrom('erasure').select('keep_until').executeTakeFirstOrThrow()).keep_until);

  // Signed out on every device.
  assert.is((await a.api.get('/user/status')).code, 401);
  assert.is((await as(s, second.token).get('/user/status')).code, 401);
  // Only the loan records stay; every other row about the borrower is gone.
  const kept = new Set(['bill', 'repay_code', 'coupon', 'auth_token', 'erasure', 'app_user']);
  for (const table of await userTables())
    if (!kept.has(table)) assert.is(await countByUser(s.db, table, a.userId), 0, `${table} still holds the erased borrower's rows`);
  assert.is(await countByUser(s.db, 'bill', a.userId), 1);
  const user = await s.db.selectFrom('app_user').selectAll().where('id', '=', a.userId).executeTakeFirstOrThrow();
  assert.not.ok(user.phone.includes(a.phone));
  for (const table of ['otp_code', 'sign_in_device', 'code_guard', 'code_failure'] as const)
    assert.is((await s.db.selectFrom(table).select('phone').where('phone', '=', a.phone).execute()).length, 0, `${table} keeps the phone`);
  const erasure = await s.db.selectFrom('erasure').selectAll().executeTakeFirstOrThrow();
  assert.match(erasure.id_number_hash ?? '', /^[0-9a-f]{64}$/);
  assert.is(erasure.keep_until - erasure.erased_at, s.config.loanRecordRetentionDays * 86_400_000);
  // The ledger is to the centavo what it was.
  assert.equal(await s.db.selectFrom('bill_ledger').selectAll().where('bill_id', '=', a.billId).executeTakeFirstOrThrow(), ledgerBefore);
  assert.equal(await s.db.selectFrom('pay_event').selectAll().orderBy('event_id').execute(), payBefore);
  // Its photos are gone; the other borrower's stay, and so does their whole download.
  const filesAfter = files();
  assert.ok(filesAfter.length < filesBefore.length);
  assert.is(filesAfter.length, filesBefore.length / 2);
  assert.equal((await other.api.get('/user/myData')).data.sections, otherDoc.sections);
  // The phone signs up again as a new borrower.
  await s.clock.advance(61_000);
  const again = await s.signIn(a.phone, 'third-device');
  assert.ok(again.newUser);
  assert.is.not(again.userId, a.userId);
  // The operator sees the erasure.
  const listed = await s.ops('erasures');
  assert.is(listed.code, 0);
  assert.match(listed.text, new RegExp(`^${a.userId}\\t.*\\t1\\t`, 'm'));
});

test("an erased account's kept loan records go when their keeping ends, whole, and no other borrower's", async () => {
  const a = await fullBorrower();
  const other = await fullBorrower(PHONES.b);
  const billTables = (await s.db.introspection.getTables()).filter((t) => t.columns.some((c) => c.name === 'bill_id')).map((t) => t.name);
  const byBill = async (table: string, billId: number) =>
    Number(
      (
        await (s.db as unknown as Kysely<Record<string, Record<string, number>>>)
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('bill_id', '=', billId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const rowsOf = async (userId: number, billId: number) => {
    const out: Record<string, number> = {};
    for (const t of await userTables()) if (t !== 'erasure') out[t] = await countByUser(s.db, t, userId);
    for (const t of billTables) out[`${t} (bill)`] = await byBill(t, billId);
    return out;
  };
  const otherBefore = await rowsOf(other.userId, other.billId);
  await s.clock.advance(61_000);
  assert.is((await a.api.get('/user/eraseCode')).code, 200);
  assert.is((await a.api.post('/user/erase', { code: s.lastCode(a.phone) })).code, 200);
  const { keep_until } = await s.db.selectFrom('erasure').select('keep_until').executeTakeFirstOrThrow();
  const job = housekeeping({ ...s.deps, config: s.config });

  // A day before the keeping ends, the records stay.
  await s.clock.advance(keep_until - s.clock.now() - 86_400_000);
  await job.run(new AbortController().signal);
  assert.is(await countByUser(s.db, 'bill', a.userId), 1);
  assert.ok((await byBill('pay_event', a.billId)) > 0);

  // Once it ends, every row naming the account or its loan goes, and the erasure stays without the ID number.
  await s.clock.advance(86_400_000);
  await job.run(new AbortController().signal);
  for (const [table, n] of Object.entries(await rowsOf(a.userId, a.billId)))
    assert.is(n, 0, `${table} still holds the erased account's rows`);
  assert.is(await s.db.selectFrom('app_user').select('id').where('id', '=', a.userId).executeTakeFirst(), undefined);
  const erasure = await s.db.selectFrom('erasure').selectAll().executeTakeFirstOrThrow();
  assert.equal([erasure.user_id, erasure.id_number_hash], [a.userId, null]);
  assert.match((await s.ops('erasures')).text, new RegExp(`^${a.userId}\\t.*\\t0\\t`, 'm'));
  // The other borrower keeps everything but what ages out for everyone, and the money still adds up.
  const agedOut = ['auth_token', 'metric_event', 'phone_check_code', 'upload_attempt'];
  const without = (rows: Record<string, number>) => Object.fromEntries(Object.entries(rows).filter(([t]) => !agedOut.includes(t)));
  assert.equal(without(await rowsOf(other.userId, other.billId)), without(otherBefore));
  assert.is(await countByUser(s.db, 'bill', other.userId), 1);
  const bills = await s.ops('bills');
  const [, received, applied, overpaid, unmatched] =
    /received (\d+) = applied (\d+) \+ overpaid (\d+) \+ unmatched (\d+)/.exec(bills.text) ?? [];
  assert.ok(received, bills.text);
  assert.is(Number(received), Number(applied) + Number(overpaid) + Number(unmatched));
  // A second pass finds nothing more to do.
  await job.run(new AbortController().signal);
  assert.is((await s.db.selectFrom('erasure').selectAll().execute()).length, 1);
});

test('notifyPrefs are read and written by the caller alone', async () => {
  const a = await certifiedBorrower(s);
  const b = await certifiedBorrower(s);
  assert.equal((await as(s, a.token).get('/user/notifyPrefs')).data, { reminderPush: true, reminderSms: true });
  assert.equal((await as(s, a.token).post('/user/notifyPrefs', { reminderPush: false, reminderSms: true })).data, {
    reminderPush: false,
    reminderSms: true,
  });
  assert.equal((await as(s, a.token).get('/user/notifyPrefs')).data, { reminderPush: false, reminderSms: true });
  assert.equal((await as(s, b.token).get('/user/notifyPrefs')).data, { reminderPush: true, reminderSms: true });
  assert.is((await as(s, a.token).post('/user/notifyPrefs', { reminderPush: 'maybe' })).code, 400);
});

test.run();
