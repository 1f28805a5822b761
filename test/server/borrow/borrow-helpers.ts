// Shared steps of the borrowing suites: a certified borrower, and calls with their token.
import type { TestServer } from '../harness';

let phones = 0;

/** Signs a new borrower in and makes them certified (bizStatus 60); answers token and userId. */
export async function certifiedBorrower(s: TestServer, phone = `0917${String(++phones).padStart(7, '0')}`) {
  const { token, userId } = await s.signIn(phone);
  await s.db.updateTable('app_user').set({ biz_status: 60 }).where('id', '=', userId).execute();
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

/** A valid application of the default Quick Cash product. */
export const APPLY = { productCode: 'QUICK', amount: 500_000, term: 7, agreementAccepted: true };
