// `/api/user/borrow/*`: the borrower's own bills (PRODUCT.md section 8), each with what it owes,
// what was received, its proof, payout and refund: above every area a bill passes through. Only the
// caller's bills are ever read: every query names the caller's id.
import { BorrowStatus } from '../../contract/common';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Bill, BillList, OpenBill, Payout, RetryDisbursementAnswer, RetryDisbursementRequest } from '../../contract/borrow';
import type { VoucherStatus } from '../../contract/repay';
import type { Deps } from '../deps';
import { AppError, ok } from '../app-error';
import type { SignedInEnv } from '../http/env';
import { int, text } from '../http/fields';
import { shaped, valid } from '../http/valid';
import { retryDisbursement } from '../borrow/retry-service';
import { payoutsOf } from '../bank-account/payout';
import { receivedFor } from '../repay/money-repo';
import { refundsFor } from '../repay/refund-service';
import { latestVoucherStatus } from '../voucher/repo';
import { OPEN_STATUSES } from '../bill/bill-states';
import { owedOf } from './bill-now';
import { billAnswer, openBillAnswer } from '../borrow/bill-view';
import { findOpenBill, listBills } from '../bill/repo';

/** Borrow routes, mounted at /api/user/borrow with `auth: 'user'`. */
export function borrowRoutes({ db, clock, config }: Deps) {
  return new Hono<SignedInEnv>()
    .get('/borrowStatus', async (c) => {
      const bill = await findOpenBill(db, c.get('caller').userId);
      const now = clock.now();
      // The same status and figures as the order list and the repay page: Home never disagrees with them.
      return c.json(ok<OpenBill>(bill ? openBillAnswer(bill, now, await owedOf(db, config.pricing, bill, now)) : {}));
    })
    .get('/bill', valid('query', v.object({ borrowType: v.pipe(int(0, 1), v.picklist([0, 1])) })), async (c) => {
      const inProgress = c.req.valid('query').borrowType === 0;
      const bills = await listBills(db, c.get('caller').userId, OPEN_STATUSES, inProgress);
      const now = clock.now();
      const received = await receivedFor(
        db,
        bills.map((b) => b.id),
      );
      const details = await Promise.all(
        bills.map(async (b) => billAnswer(b, now, await owedOf(db, config.pricing, b, now), received.get(b.id) ?? 0)),
      );
      // The status of each bill's latest proof of payment ("proof under review").
      const vouchers = await latestVoucherStatus(
        db,
        bills.map((b) => b.id),
      );
      // Where each disbursed bill's money was sent.
      const payouts = await payoutsOf(
        db,
        bills.map((b) => b.id),
      );
      // Money paid beyond what a bill owed: the refund the borrower is owed, or was sent.
      const refunds = await refundsFor(
        db,
        c.get('caller').userId,
        bills.map((b) => b.id),
        payouts,
      );
      const withRefund = (d: Bill, id: number): Bill => (refunds.has(id) ? { ...d, refund: refunds.get(id) } : d);
      const shown = details.map((d, i) =>
        withRefund(withPayout(withVoucher(d, vouchers.get(bills[i].id)), payouts.get(bills[i].id)), bills[i].id),
      );
      return c.json(ok<BillList>({ details: shown }));
    })
    .post('/failBorrowHandler', valid('body', shaped<RetryDisbursementRequest>()(v.object({ borrowId: text(20) }))), async (c) => {
      const id = Number(c.req.valid('json').borrowId);
      if (!Number.isSafeInteger(id) || id < 1) throw new AppError(404, 'billNotFound');
      await retryDisbursement(db, c.get('caller').userId, id, clock.now());
      return c.json(ok<RetryDisbursementAnswer>({ borrowStatus: BorrowStatus.Approved }));
    });
}

// Only a bill with a proof carries the field (PRODUCT.md section 8: `voucher?`).
const withVoucher = <T>(bill: T, status: VoucherStatus | undefined): T => (status ? { ...bill, voucher: { status } } : bill);
// Only a disbursed bill carries the field (PRODUCT.md section 9: `payout` once disbursed).
const withPayout = <T>(bill: T, payout: Payout | undefined): T => (payout ? { ...bill, payout } : bill);
