// A proof of payment for a payment that has not shown up (PRODUCT.md section 8, `POST /repay/voucher`):
// checked by the identity photos' rules, kept as a file, and recorded for an operator to decide.
// Deciding moves no money: money moves only through the signed callback (or `ops pay`); the
// borrower is told of the decision.
import { createHash } from 'node:crypto';
import { isRepayable } from '../bill/bill-states';
import type { VoucherAnswer } from '../../contract/repay';
import type { Db } from '../db/connection';
import { serializable } from '../db/serializable';
import { AppError } from '../app-error';
import { findBill } from '../bill/repo';
import { checkImage } from '../identity/image-check';
import { notify } from '../message/notify';
import { ownBill } from '../repay/detail-service';
import { repayCodeExists } from '../repay/repay-code-repo';
import { countWaiting, decideVoucher, findVoucher, insertVoucher } from './repo';
import { dropVoucherFile, keepVoucherFile } from './voucher-files';

/** Proofs of one bill that may wait for a decision at once. */
export const MAX_WAITING_VOUCHERS = 3;

/** One upload, as the route read it. */
export interface VoucherUpload {
  bytes: Uint8Array;
  repayId: string;
  reference?: string;
  now: number;
}

const invalid = (field: string) => new AppError(400, 'invalidField', { field }, { field });
const full = () => new AppError(409, 'voucherLimit', { count: MAX_WAITING_VOUCHERS });

/** Keeps a proof for one of the borrower's own open bills; someone else's repayId is answered as unknown. */
export async function submitVoucher(d: { db: Db; dataDir: string }, userId: number, up: VoucherUpload): Promise<VoucherAnswer> {
  if (!up.repayId || up.repayId.length > 64) throw invalid('repayId');
  if (up.reference !== undefined && up.reference.length > 64) throw invalid('reference');
  const bill = await ownBill(d.db, userId, up.repayId);
  // A settled bill owes nothing: a payment that did not show up there is a refund, for customer service.
  if (!isRepayable(bill.status)) throw new AppError(409, 'repayNotOpen', undefined, { borrowStatus: bill.status });
  if (up.reference !== undefined) {
    const known = await repayCodeExists(d.db, up.reference, bill.id);
    if (!known) throw new AppError(400, 'voucherReference', undefined, { field: 'reference' });
  }
  const info = checkImage(up.bytes);
  // Refused early when full, so a borrower tapping again does not make the server write a file for nothing.
  if ((await countWaiting(d.db, bill.id)) >= MAX_WAITING_VOUCHERS) throw full();
  const file = await keepVoucherFile(d.dataDir, up.bytes, info.format);
  try {
    // Counted and recorded in one serialisable transaction: parallel uploads never make a fourth.
    const id = await serializable(d.db, async (trx) => {
      if ((await countWaiting(trx, bill.id)) >= MAX_WAITING_VOUCHERS) throw full();
      return insertVoucher(trx, {
        user_id: userId,
        bill_id: bill.id,
        reference: up.reference ?? null,
        status: 'review',
        file,
        format: info.format,
        width: info.width,
        height: info.height,
        bytes: up.bytes.byteLength,
        sha256: createHash('sha256').update(up.bytes).digest('hex'),
        created_at: up.now,
        decided_at: null,
      });
    });
    return { voucherId: String(id), status: 'review' };
  } catch (e) {
    await dropVoucherFile(d.dataDir, file);
    throw e;
  }
}

/** Decides a waiting proof and tells the borrower, in one transaction; false when it was not waiting. */
export function decideProof(db: Db, id: number, status: 'accepted' | 'rejected', now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await decideVoucher(trx, id, status, now))) return false;
    const voucher = await findVoucher(trx, id);
    const bill = voucher && (await findBill(trx, voucher.bill_id));
    if (voucher && bill)
      await notify(
        trx,
        { userId: voucher.user_id, kind: 'voucher', key: `voucher:${id}`, params: { status }, link: `/repay/${bill.repay_id}` },
        now,
      );
    return true;
  });
}
