// `/api/user/borrow/*`: the borrower's own bills (PRODUCT.md section 8). Only the caller's bills are
// ever read: every query names the caller's id.
import { Hono } from 'hono';
import * as v from 'valibot';
import type { BillList, OpenBill, RetryDisbursementAnswer, RetryDisbursementRequest } from '../../src/api/contract/borrow';
import type { Deps } from '../deps';
import { AppError, ok } from '../http/app-error';
import type { SignedInEnv } from '../http/env';
import { int, text } from '../http/fields';
import { shaped, valid } from '../http/valid';
import { retryDisbursement } from './retry-service';
import { BILL, type BillStatus, OPEN_STATUSES } from './bill-states';
import { billAnswer, isOverdue, shownStatus } from './bill-view';
import { repayableNow } from '../repay/ledger-repo';
import { findOpenBill, listBills } from './repo';

/** Borrow routes, mounted at /api/user/borrow with `auth: 'user'`. */
export function borrowRoutes({ db, clock, config }: Deps) {
  return new Hono<SignedInEnv>()
    .get('/borrowStatus', async (c) => {
      const bill = await findOpenBill(db, c.get('caller').userId);
      const now = clock.now();
      // The same status as the order list: Home and Orders never disagree before the sweep.
      return c.json(
        ok<OpenBill>(bill ? { borrowId: String(bill.id), borrowStatus: shownStatus(bill, now), overdue: isOverdue(bill, now) } : {}),
      );
    })
    .get('/bill', valid('query', v.object({ borrowType: v.pipe(int(0, 1), v.picklist([0, 1])) })), async (c) => {
      const inProgress = c.req.valid('query').borrowType === 0;
      const bills = await listBills(db, c.get('caller').userId, OPEN_STATUSES, inProgress);
      const now = clock.now();
      // A disbursed bill owes its overdue fee too: the same figure as its repay page. One ledger read
      // at most: only the open bill (one per borrower) can be disbursed and unsettled.
      const details = await Promise.all(
        bills.map(async (b) => ({ ...billAnswer(b, now), repayable: await repayableNow(db, config.pricing, b, now) })),
      );
      return c.json(ok<BillList>({ details }));
    })
    .post('/failBorrowHandler', valid('body', shaped<RetryDisbursementRequest>()(v.object({ borrowId: text(20) }))), async (c) => {
      const id = Number(c.req.valid('json').borrowId);
      if (!Number.isSafeInteger(id) || id < 1) throw new AppError(404, 'billNotFound');
      await retryDisbursement(db, c.get('caller').userId, id, clock.now());
      return c.json(ok<RetryDisbursementAnswer>({ borrowStatus: BILL.APPROVED }));
    });
}
