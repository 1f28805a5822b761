// `POST /preorder/guidance/apply`: the borrower reserves a next loan from the guide and receives the
// pre-order coupon, once; a second call answers the same coupon.
import { BizStatus } from '../../contract/common';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { serializable } from '../db/serializable';
import { AppError } from '../http/app-error';
import { pesoText } from '../borrow/money-text';
import { retryOnUnique } from '../borrow/unique-retry';
import { DAY_MS } from '../time';
import { guidanceFor, PREORDER_COUPON } from './guidance';

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
): Promise<{ couponId: string }> {
  return retryOnUnique(() =>
    serializable(db, async (trx) => {
      const done = await trx.selectFrom('preorder').select('coupon_id').where('user_id', '=', userId).executeTakeFirst();
      if (done) return { couponId: String(done.coupon_id) };
      const user = await trx.selectFrom('app_user').select('biz_status').where('id', '=', userId).executeTakeFirst();
      if (!user) throw new AppError(401, 'unauthorized');
      if (user.biz_status < BizStatus.Certified) throw new AppError(409, 'loanNotCertified', undefined, { bizStatus: user.biz_status });
      const guide = await guidanceFor(trx, config, userId, now);
      const offered = new Set(guide.products.map((p) => p.productCode));
      const codes = [...new Set(req.products)];
      if (!codes.length || !codes.every((c) => offered.has(c))) throw new AppError(400, 'preorderProducts');
      const min = Math.min(...config.pricing.products.filter((p) => codes.includes(p.code)).map((p) => p.minAmount));
      if (req.applyTotalAmount < min || req.applyTotalAmount > guide.applyTotalAmount) {
        throw new AppError(400, 'preorderAmount', { min: pesoText(min), max: pesoText(guide.applyTotalAmount) });
      }
      const { kind, amount, validDays } = PREORDER_COUPON;
      const coupon = await trx
        .insertInto('coupon')
        .values({ user_id: userId, kind, amount, created_at: now, expire_time: now + validDays * DAY_MS, used_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('preorder')
        .values({
          user_id: userId,
          apply_total_amount: req.applyTotalAmount,
          products: JSON.stringify(codes),
          coupon_id: coupon.id,
          created_at: now,
        })
        .execute();
      return { couponId: String(coupon.id) };
    }),
  );
}
