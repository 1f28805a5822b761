// Shared steps of the repayment suites: a borrower with a disbursed Quick Cash loan, and the
// gateway's signed callback written by the recipe of PRODUCT.md section 8.
import { createHmac, randomUUID } from 'node:crypto';
import { moveBillById } from '../../../server/borrow/bill-actions';
import type { TestServer } from '../harness';
import { APPLY, as, certifiedBorrower } from '../borrow/borrow-helpers';

/** A borrower whose ₱5,000 7-day Quick Cash loan was just disbursed: api, repayId, billId, userId. */
export async function disbursedLoan(s: TestServer) {
  const b = await certifiedBorrower(s);
  const api = as(s, b.token);
  const applied = await api.post('/product/applyLoan', APPLY, `apply-${randomUUID()}`);
  if (applied.code !== 200) throw new Error(`apply refused: ${applied.msg}`);
  const billId = Number(applied.data.borrowId);
  await moveBillById(s.db, billId, 'approve', 'ops', s.clock.now());
  await moveBillById(s.db, billId, 'disburse', 'ops', s.clock.now());
  return { ...b, api, billId, repayId: applied.data.repayId as string };
}

/**
 * Delivers a callback signed with `secret` at real time `t` (seconds); answers HTTP status and JSON.
 * An event without `paidAt` is stamped as a gateway stamps it, with the delivery's real time.
 */
export async function deliver(
  s: TestServer,
  event: Record<string, unknown>,
  opts: { secret?: string; t?: number; header?: string | null } = {},
) {
  const t = opts.t ?? Math.floor(s.clock.realNow() / 1000);
  const body = JSON.stringify({ paidAt: s.clock.realNow(), ...event });
  const sig = `t=${t},v1=${createHmac('sha256', opts.secret ?? s.config.paySecret)
    .update(`${t}.${body}`)
    .digest('hex')}`;
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (opts.header !== null) headers['Pay-Signature'] = opts.header ?? sig;
  const res = await s.app.request('/api/pay/callback', { method: 'POST', headers, body });
  return { status: res.status, body: await res.json() };
}

/** A payment event for `reference`, paid now unless `paidAt` says when (real time). */
export const paid = (reference: string, amount: number, eventId: string = randomUUID(), paidAt?: number) => ({
  eventId,
  reference,
  amount,
  ...(paidAt === undefined ? {} : { paidAt }),
});
