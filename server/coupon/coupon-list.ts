// `GET /coupon/couponList` (PRODUCT.md section 8): the borrower's coupons, usable first (soonest
// to expire on top), then used and expired (newest first). Expiry follows the business clock.
import type { Coupon, CouponList } from '../../contract/coupon';
import type { Db } from '../db/connection';
import type { MessageKey } from '../i18n/en';
import { type Lang, translate } from '../i18n/messages';
import { couponsOf } from './coupon-repo';

const NAMES: Record<string, MessageKey> = { certification: 'couponCertification', preorder: 'couponPreorder' };
const ORDER = { usable: 0, used: 1, expired: 2 } as const;

/** The list in the caller's language. */
export async function listCoupons(db: Db, userId: number, lang: Lang, now: number): Promise<CouponList> {
  const rows = await couponsOf(db, userId);
  const details: Coupon[] = rows.map((r) => ({
    couponId: String(r.id),
    name: translate(lang, NAMES[r.kind] ?? 'couponOther'),
    amount: r.amount,
    expireTime: r.expire_time,
    status: r.used_at !== null ? 'used' : r.expire_time <= now ? 'expired' : 'usable',
  }));
  details.sort(
    (a, b) => ORDER[a.status] - ORDER[b.status] || (a.status === 'usable' ? a.expireTime - b.expireTime : b.expireTime - a.expireTime),
  );
  return { details };
}
