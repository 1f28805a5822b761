// Steps the repayment journeys share: a disbursed loan, and a POST with an Idempotency-Key sent as the app sends it.
import { randomUUID } from 'node:crypto';
import type { ApplyLoanAnswer, OpenBill, ProductList } from '../../contract/borrow';
import { baseUrl, callApi } from './harness';

/** A POST with an Idempotency-Key, enveloped as the app sends it from `phoneNo`'s device (to `base`, else the main server); answers the data. */
export async function callApiWithKey<T>(path: string, body: unknown, token: string, phoneNo: string, base = baseUrl): Promise<T> {
  const { seal, open } = await import('../../src/api/envelope');
  const key = (await import('../../build/settings.mjs')).readBuildSettings(process.env).envelopeKey;
  const res = await fetch(base + '/api/user' + path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      EFLAG: '1',
      'Device-Id': 'e2e-' + phoneNo,
      Authentication: token,
      'Idempotency-Key': 'e2e-' + randomUUID(),
    },
    body: JSON.stringify({ payload: await seal(body, key) }),
  });
  const r = await open<{ code: number; data: T; msg: string }>(((await res.json()) as { payload: string }).payload, key);
  if (r.code !== 200) throw new Error(`${path}: ${r.code} ${r.msg}`);
  return r.data;
}

/** Applies for the first product's smallest amount and shortest term, waits until the development policy disbursed it; answers the repayId. */
export async function disbursedLoan(token: string, phoneNo: string, base = baseUrl): Promise<string> {
  const [p] = (await callApi<ProductList>('GET', '/product/productList/V2/1', { token, base })).data;
  const body = { productCode: p.productCode, amount: p.minAmount, term: p.terms[0], agreementAccepted: true };
  const applied = await callApiWithKey<ApplyLoanAnswer>('/product/applyLoan', body, token, phoneNo, base);
  for (let i = 0; i < 40; i++) {
    const open = (await callApi<OpenBill>('GET', '/borrow/borrowStatus', { token, base })).data;
    if ('borrowStatus' in open && open.borrowStatus === 40) return applied.repayId;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the loan was not disbursed');
}
