// The new borrower's coupon, given once on completing certification
// (`POST /coupon/receiveCoupon/auth/complete`): an amount off a repayment, valid for a while by the
// business clock.
import { DAY_MS } from '../time';
import { checkCertified } from '../certification/steps';
import { readStatus } from '../certification/status-repo';
import type { CouponReceived } from '../../contract/coupon';
import type { Db } from '../db/connection';
import { insertCouponOnce } from './coupon-repo';

/** The certification coupon: kind, amount in centavos (₱50.00), days it stays usable. */
export const CERTIFICATION_COUPON = { kind: 'certification', amount: 5_000, validDays: 30 } as const;

/** Gives a certified borrower the coupon, once; a second call answers the same coupon. */
export async function receiveCertificationCoupon(db: Db, userId: number, now: number): Promise<CouponReceived> {
  return db.transaction().execute(async (trx) => {
    checkCertified(await readStatus(trx, userId));
    const { kind, amount, validDays } = CERTIFICATION_COUPON;
    const id = await insertCouponOnce(trx, { userId, kind, amount, createdAt: now, expireTime: now + validDays * DAY_MS });
    return { couponId: String(id) };
  });
}
