// `POST /repay/code`: a reference for one payment, idempotent per Idempotency-Key (the same key and
// body answer the first reference; another body with that key is refused). Repay: 1 centavo up to
// what is owed after the chosen coupon; extend: exactly the extension fee plus the overdue fee so far.
import { createHash, randomBytes } from 'node:crypto';
import type { RepayCode, RepayCodeRequest } from '../../src/api/contract/repay';
import { pesoText } from '../borrow/money-text';
import { retryOnUnique } from '../borrow/unique-retry';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { serializable } from '../db/serializable';
import type { RepayCodeRow } from '../db/schema';
import { AppError } from '../http/app-error';
import type { PayProvider } from '../pay/pay-provider';
import { DAY_MS } from '../time';
import { ownBill } from './detail-service';
import { extensionFee, extensionPrice } from './extension';
import { owed } from './ledger';
import { chargedLedger, ratesOf } from './ledger-repo';
import { BILL } from '../borrow/bill-states';

/** A reference stays payable for a day (business clock). */
export const CODE_VALID_MS = DAY_MS;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `PC` and 10 random characters without look-alikes (about 50 bits): read aloud at a counter without mistakes. */
export function newReference(): string {
  return 'PC' + [...randomBytes(10)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
}

const answer = (r: RepayCodeRow): RepayCode => ({
  reference: r.reference,
  amount: r.amount,
  channel: r.channel as RepayCode['channel'],
  expiresAt: r.expires_at,
});
const hashOf = (b: RepayCodeRequest) =>
  createHash('sha256')
    .update(JSON.stringify([b.repayId, b.kind, b.amount, b.channel, b.couponId ?? null]))
    .digest('hex');

/** The coupon a borrower may use now: their own, unused, not expired; 409 `couponUnusable` otherwise. */
async function usableCoupon(db: Db, userId: number, couponId: string, now: number): Promise<{ id: number; amount: number }> {
  const id = /^\d{1,9}$/.test(couponId) ? Number(couponId) : 0;
  const c = await db
    .selectFrom('coupon')
    .select(['id', 'amount'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expire_time', '>', now)
    .executeTakeFirst();
  if (!c) throw new AppError(409, 'couponUnusable');
  return c;
}

/** Makes (or answers again) the reference of `key`. */
export function createRepayCode(
  db: Db,
  deps: { config: Pick<Config, 'pricing'>; pay: PayProvider },
  userId: number,
  key: string,
  body: RepayCodeRequest,
  now: number,
): Promise<RepayCode> {
  const hash = hashOf(body);
  return retryOnUnique(() =>
    serializable(db, async (trx) => {
      const same = await trx
        .selectFrom('repay_code')
        .selectAll()
        .where('user_id', '=', userId)
        .where('idem_key', '=', key)
        .executeTakeFirst();
      if (same) {
        if (same.request_hash !== hash) throw new AppError(409, 'repayKeyReused');
        return answer(same);
      }
      const bill = await ownBill(trx, userId, body.repayId);
      if (bill.status === BILL.SETTLED) throw new AppError(409, 'repayNotOpen', undefined, { borrowStatus: bill.status });
      const { ledger } = await chargedLedger(trx, deps.config.pricing, bill, now);
      const ppm = ratesOf(deps.config.pricing, bill).extensionFeePpm;
      let coupon: { id: number; amount: number } | null = null;
      if (body.kind === 'extend') {
        // A coupon is for repaying; an extension is priced exactly.
        if (body.couponId) throw new AppError(409, 'couponUnusable');
        const price = extensionPrice(ledger, ppm);
        if (body.amount !== price) throw new AppError(400, 'extendAmount', { amount: pesoText(price) }, { amount: price });
      } else {
        if (body.couponId) coupon = await usableCoupon(trx, userId, body.couponId, now);
        const max = owed(ledger).repayable - Math.min(coupon?.amount ?? 0, owed(ledger).repayable - 1);
        if (body.amount < 1 || body.amount > max)
          throw new AppError(400, 'repayAmountRange', { min: pesoText(1), max: pesoText(max) }, { max });
      }
      const reference = newReference();
      const expiresAt = now + CODE_VALID_MS;
      const given = await deps.pay.createPayment({ reference, amount: body.amount, channel: body.channel, expiresAt }).catch(() => {
        throw new AppError(503, 'payUnavailable');
      });
      const row = await trx
        .insertInto('repay_code')
        .values({
          reference,
          user_id: userId,
          bill_id: bill.id,
          kind: body.kind,
          amount: body.amount,
          channel: body.channel,
          coupon_id: coupon?.id ?? null,
          extension_fee: body.kind === 'extend' ? extensionFee(ledger, ppm) : 0,
          pay_code: given.payCode,
          idem_key: key,
          request_hash: hash,
          created_at: now,
          expires_at: expiresAt,
          paid_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return answer(row);
    }),
  );
}
