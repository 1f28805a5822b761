// `POST /preorder/guidance/apply`: the borrower reserves a next loan from the guide and receives the
// pre-order coupon, once; a second call answers the same coupon, marked as reserved before.
import { BizStatus } from '../../contract/common';
import type { GuidanceApplyAnswer } from '../../contract/coupon';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { serializable } from '../db/serializable';
import { AppError } from '../app-error';
import { pesoText } from '../message/money-text';
import { retryOnUnique } from '../db/unique-retry';
import { readStatus } from '../certification/status-repo';
import { DAY_MS } from '../time';
import { insertCoupon } from '../coupon/coupon-repo';
import { guidanceFor, PREORDER_COUPON } from './guidance';
import { findPreorderCoupon, insertPreorder } from './loan-guide-repo';

/** What the borrower chose in the guide. */
export interface PreorderRequest {
  applyTotalAmount: number;
  products: string[];
}

/** Records the reservation and gives the coupon; the amount and products must be the guide's. */
export function applyPreorder(
  db: Db,
  config: Pick<Config, 'pricing' | 'maxAmount' | 'creditGrowth'>,
  userId: number,
  req: PreorderRequest,
  now: number,
): Promise<GuidanceApplyAnswer> {
  return retryOnUnique(() =>
    serializable(db, async (trx) => {
      const done = await findPreorderCoupon(trx, userId);
      if (done !== undefined) return { couponId: String(done), alreadyReserved: true };
      const bizStatus = await readStatus(trx, userId);
      if (bizStatus < BizStatus.Certified) throw new AppError(409, 'loanNotCertified', undefined, { bizStatus });
      const guide = await guidanceFor(trx, config, userId, now);
      const offered = new Set(guide.products.map((p) => p.productCode));
      const codes = [...new Set(req.products)];
      if (!codes.length || !codes.every((c) => offered.has(c))) throw new AppError(400, 'preorderProducts');
      const min = Math.min(...config.pricing.products.filter((p) => codes.includes(p.code)).map((p) => p.minAmount));
      if (req.applyTotalAmount < min || req.applyTotalAmount > guide.applyTotalAmount) {
        throw new AppError(400, 'preorderAmount', { min: pesoText(min), max: pesoText(guide.applyTotalAmount) });
      }
      const { kind, amount, validDays } = PREORDER_COUPON;
      const couponId = await insertCoupon(trx, { userId, kind, amount, createdAt: now, expireTime: now + validDays * DAY_MS });
      await insertPreorder(trx, { userId, applyTotalAmount: req.applyTotalAmount, products: codes, couponId, now });
      return { couponId: String(couponId) };
    }),
  );
}
