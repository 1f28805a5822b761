// Shared steps of the borrowing suites: a certified borrower, and calls with their token.
import { decideCreditLimit } from '../../../server/credit/credit-rule';
import { grantCreditLimit } from '../../../server/credit/repo';
import type { TestServer } from '../harness';

let phones = 0;

/**
 * Signs a new borrower in and sets them where certification leaves them (bizStatus 60, a bank
 * account, the starting limit of CREDIT_START_LIMIT) without walking the steps; answers token and
 * userId. One suite walks the real steps (journey.test.ts).
 */
export async function certifiedBorrower(s: TestServer, phone = `0917${String(++phones).padStart(7, '0')}`) {
  const { token, userId } = await s.signIn(phone);
  const now = s.clock.now();
  await s.db.updateTable('app_user').set({ biz_status: 60 }).where('id', '=', userId).execute();
  await s.db
    .insertInto('bank_account')
    .values({
      user_id: userId,
      bank_code: 'BDO',
      account_no: '001234567890',
      account_name: 'Test Borrower',
      created_at: now,
      updated_at: now,
    })
    .execute();
  // The verified identity a new account holder must match.
  await s.db
    .insertInto('kyc_record')
    .values({
      user_id: userId,
      document_type: 'umid',
      id_number: `ID-${userId}`,
      full_name: 'Test Borrower',
      birthday: '01/01/1990',
      front_image_id: 'front',
      back_image_id: 'back',
      face_image_id: 'face',
      saved_at: now,
    })
    .execute();
  await grantCreditLimit(s.db, userId, decideCreditLimit(s.config, { userId }), now);
  return { token, userId, phone };
}

/** A caller bound to one token: `as.get(path)`, `as.post(path, body, key?)`. */
export function as(s: TestServer, token: string) {
  return {
    get: (path: string) => s.call('GET', `/api/user${path}`, undefined, { Authentication: token }),
    post: (path: string, body: unknown = {}, key?: string) =>
      s.call('POST', `/api/user${path}`, body, { Authentication: token, ...(key ? { 'Idempotency-Key': key } : {}) }),
  };
}

/**
 * Changes a certified borrower's payout account as the app does: asks for the code (the development
 * SMS provider prints it), then saves with it. Answers the save's opened envelope.
 */
export async function changeAccount(s: TestServer, token: string, phone: string, account: Record<string, unknown>) {
  const api = as(s, token);
  const sent = await api.get('/account/changeCode');
  if (sent.code !== 200) throw new Error(`changeCode refused: ${sent.msg}`);
  return api.post('/account/saveUserAccount', { ...account, code: accountCode(s, phone) });
}

/** The account-change code the development SMS provider printed last for this phone. */
export function accountCode(s: TestServer, phone: string): string {
  const line = s.smsLines
    .map((l) => JSON.parse(l))
    .reverse()
    .find((l) => l.phone === phone && l.purpose === 'account');
  if (!line) throw new Error(`no account code was printed for ${phone}`);
  return line.code;
}

/** A valid application of the default Quick Cash product. */
export const APPLY = { productCode: 'QUICK', amount: 500_000, term: 7, agreementAccepted: true };
