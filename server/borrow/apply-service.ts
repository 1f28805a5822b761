// Applying for a loan (PRODUCT.md sections 4 and 8): idempotent by the borrower's Idempotency-Key
// and checked in ONE serialisable transaction against the certification, the agreement, the
// product, the limit and any open bill. The unique indexes of migration 0020 back the checks, so a
// race that slips past them (PostgreSQL) ends in a rerun that finds the winner.
import { createHash, randomBytes } from 'node:crypto';
import { BizStatus, BorrowStatus } from '../../contract/common';
import type { ApplyLoanAnswer } from '../../contract/borrow';
import { readStatus } from '../certification/status-repo';
import type { Config } from '../config';
import { readCreditInfo } from './credit-info';
import type { Db } from '../db/connection';
import { serializable } from '../db/serializable';
import type { Bill } from '../db/schema';
import { AppError } from '../app-error';
import { quote } from '../pricing/quote';
import { pesoText } from '../message/money-text';
import { checkLoanTerms } from './loan-terms';
import { retryOnUnique } from '../db/unique-retry';
import { findBillByKey, findOpenBill, insertBill, lastSettledTerms } from '../bill/repo';

/** What an application asks for. */
export interface LoanRequest {
  productCode: string;
  amount: number;
  term: number;
}

/** The answer of applyLoan for a bill. */
export function applyAnswer(bill: Bill): ApplyLoanAnswer {
  return { borrowId: String(bill.id), repayId: bill.repay_id, borrowStatus: BorrowStatus.Review };
}

/** A fingerprint of what was asked, so a reused key with other details is told apart. */
export function requestHash(kind: 'apply' | 'auto', req?: LoanRequest): string {
  const canonical = kind === 'auto' ? 'auto' : JSON.stringify([req!.productCode, req!.amount, req!.term]);
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * Applies once per key: `req` is the request, or 'auto' to repeat the last settled loan. The same key
 * and request answer the first bill (waiting for it when it is still being made).
 */
export async function applyLoan(
  db: Db,
  config: Pick<Config, 'pricing'>,
  userId: number,
  key: string,
  req: LoanRequest | 'auto',
  agreementAccepted: boolean,
  now: number,
): Promise<ApplyLoanAnswer> {
  const hash = req === 'auto' ? requestHash('auto') : requestHash('apply', req);
  // A racing application that took the key or the open slot first is answered from on the rerun.
  return retryOnUnique(() => serializable(db, (trx) => applyOnce(trx, config, userId, key, req, hash, agreementAccepted, now)));
}

async function applyOnce(
  trx: Db,
  config: Pick<Config, 'pricing'>,
  userId: number,
  key: string,
  req: LoanRequest | 'auto',
  hash: string,
  agreementAccepted: boolean,
  now: number,
): Promise<ApplyLoanAnswer> {
  const same = await findBillByKey(trx, userId, key);
  if (same) {
    if (same.request_hash !== hash) throw new AppError(409, 'idemKeyReused');
    return applyAnswer(same);
  }
  const bizStatus = await readStatus(trx, userId);
  if (bizStatus < BizStatus.Certified) throw new AppError(409, 'loanNotCertified', undefined, { bizStatus });
  if (!agreementAccepted) throw new AppError(400, 'agreementRequired');
  // An overdue bill locks the limit: the borrower hears spec section 8's message, not just "open".
  const credit = await readCreditInfo(trx, userId, now);
  if (credit.locked) throw new AppError(409, 'limitLocked', undefined, credit);
  const open = await findOpenBill(trx, userId);
  if (open) throw new AppError(409, 'billOpen', undefined, { borrowId: String(open.id), borrowStatus: open.status });
  let asked = req;
  if (asked === 'auto') {
    const last = await lastSettledTerms(trx, userId, BorrowStatus.Settled);
    if (!last) throw new AppError(409, 'noSettledLoan');
    asked = { productCode: last.product_code, amount: last.amount, term: last.term };
  }
  const product = checkLoanTerms(config.pricing, asked);
  if (asked.amount > credit.availableLimit)
    throw new AppError(409, 'limitExceeded', { available: pesoText(credit.availableLimit) }, credit);
  const { dueDate: _preview, ...disclosure } = quote(product, asked.amount, asked.term, now);
  const bill = await insertBill(
    trx,
    {
      user_id: userId,
      repay_id: randomBytes(12).toString('hex'),
      product_code: product.code,
      product_name: product.name,
      amount: asked.amount,
      term: asked.term,
      status: BorrowStatus.Review,
      disclosure: JSON.stringify(disclosure),
      net_proceeds: disclosure.netProceeds,
      total_repayable: disclosure.totalRepayable,
      idem_key: key,
      request_hash: hash,
      apply_time: now,
      status_at: now,
      disbursed_at: null,
      due_date: null,
      closed_at: null,
    },
    'borrower',
  );
  return applyAnswer(bill);
}
