// `POST /repay/code`: a reference for one payment, idempotent per Idempotency-Key (the same key and
// body answer the first reference; another body with that key is refused). Repay: 1 centavo up to
// what is owed after the chosen coupon; extend: exactly the extension fee plus the overdue fee so far.
// The gateway is never called inside a transaction (a slow one would hold the database for every
// other request): a short transaction reserves the reference, the gateway registers it with a
// time-out, one update records its answer. A reservation left by a time-out or a crash is completed
// by the next request with the same key, or given up by `expireAbandonedReferences`.
import { createHash, randomBytes } from 'node:crypto';
import { BorrowStatus } from '../../contract/common';
import type { RepayCode, RepayCodeRequest } from '../../contract/repay';
import { pesoText } from '../message/money-text';
import { retryOnUnique } from '../db/unique-retry';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { serializable } from '../db/serializable';
import { inSlices, type Pass, wholePass } from '../db/slices';
import type { RepayCodeRow } from '../db/schema';
import { AppError } from '../app-error';
import type { PayProvider } from '../pay/pay-provider';
import { DAY_MS, MINUTE_MS, SECOND_MS } from '../time';
import { usableCouponById } from '../coupon/coupon-repo';
import { ownBill } from './detail-service';
import { extensionFee, extensionPrice } from './extension';
import { owed } from './ledger';
import { chargedLedger, ratesOf } from './ledger-repo';
import { codeAnswer } from './code-state';
import { expireReserved, findRepayCode, findRepayCodeByKey, insertRepayCode, setPayCode } from './repay-code-repo';

/** A reference stays payable for a day of real time, like sign-in codes (PRODUCT.md section 8). */
export const CODE_VALID_MS = DAY_MS;
/** How long a request waits for the gateway before the borrower is asked to try again. */
export const GATEWAY_TIMEOUT_MS = 10 * SECOND_MS;
/** A reservation still unregistered this long after it was made is given up (its request is long gone). */
export const ABANDONED_MS = 10 * MINUTE_MS;
/** `pay_code` of a reference reserved but not yet registered with the gateway. */
export const RESERVED = '';
// References given up per statement.
const EXPIRE_SLICE = 500;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `PC` and 10 random characters without look-alikes (about 50 bits): read aloud at a counter without mistakes. */
export function newReference(): string {
  return 'PC' + [...randomBytes(10)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
}

const hashOf = (b: RepayCodeRequest) =>
  createHash('sha256')
    .update(JSON.stringify([b.repayId, b.kind, b.amount, b.channel, b.couponId ?? null]))
    .digest('hex');

/** The coupon a borrower may use now: their own, unused, not expired; 409 `couponUnusable` otherwise. */
async function usableCoupon(db: Db, userId: number, couponId: string, now: number): Promise<{ id: number; amount: number }> {
  const id = /^\d{1,9}$/.test(couponId) ? Number(couponId) : 0;
  const c = await usableCouponById(db, userId, id, now);
  if (!c) throw new AppError(409, 'couponUnusable');
  return c;
}

/** Business time (the bill's figures) and real time (the reference's expiry). */
export interface Clocks {
  now: number;
  realNow: number;
}

/** Makes (or answers again) the reference of `key`: reserved, then registered with the gateway. */
export async function createRepayCode(
  db: Db,
  deps: { config: Pick<Config, 'pricing'>; pay: PayProvider; gatewayTimeoutMs?: number },
  userId: number,
  key: string,
  body: RepayCodeRequest,
  clocks: Clocks,
): Promise<RepayCode> {
  const row = await reserve(db, deps.config, userId, key, body, clocks);
  if (row.pay_code !== RESERVED) return codeAnswer(db, row, RESERVED, clocks.realNow);
  if (row.expires_at <= clocks.realNow) throw new AppError(410, 'repayCodeExpired');
  const registered = await withTimeout(register(db, deps.pay, row), deps.gatewayTimeoutMs ?? GATEWAY_TIMEOUT_MS);
  return codeAnswer(db, registered, RESERVED, clocks.realNow);
}

/** The row of `key`: the one stored before, or a new reservation after every check of the request. */
function reserve(db: Db, config: Pick<Config, 'pricing'>, userId: number, key: string, body: RepayCodeRequest, clocks: Clocks) {
  const hash = hashOf(body);
  const { now } = clocks;
  return retryOnUnique(() =>
    serializable(db, async (trx) => {
      const same = await findRepayCodeByKey(trx, userId, key);
      if (same) {
        if (same.request_hash !== hash) throw new AppError(409, 'repayKeyReused');
        return same;
      }
      const bill = await ownBill(trx, userId, body.repayId);
      if (bill.status === BorrowStatus.Settled) throw new AppError(409, 'repayNotOpen', undefined, { borrowStatus: bill.status });
      const { ledger } = await chargedLedger(trx, config.pricing, bill, now);
      const ppm = ratesOf(config.pricing, bill).extensionFeePpm;
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
      return insertRepayCode(trx, {
        reference: newReference(),
        user_id: userId,
        bill_id: bill.id,
        kind: body.kind,
        amount: body.amount,
        channel: body.channel,
        coupon_id: coupon?.id ?? null,
        extension_fee: body.kind === 'extend' ? extensionFee(ledger, ppm) : 0,
        pay_code: RESERVED,
        idem_key: key,
        request_hash: hash,
        created_at: now,
        expires_at: clocks.realNow + CODE_VALID_MS,
        paid_at: null,
      });
    }),
  );
}

// Registrations under way in this process, by reference: a request repeated with the same key waits
// for the first one instead of asking the gateway twice.
const registering = new Map<string, Promise<RepayCodeRow>>();

/**
 * Registers a reserved reference with the gateway and records its pay code (a gateway asked again for
 * the same reference answers the same payment, PayProvider says). 503 `payUnavailable` when it refuses.
 */
function register(db: Db, pay: PayProvider, row: RepayCodeRow): Promise<RepayCodeRow> {
  const running = registering.get(row.reference);
  if (running) return running;
  const order = { reference: row.reference, amount: row.amount, channel: row.channel as RepayCode['channel'], expiresAt: row.expires_at };
  const done = (async () => {
    const given = await pay.createPayment(order).catch(() => null);
    if (!given?.payCode) throw new AppError(503, 'payUnavailable');
    // Another process may have recorded it first: the same payment either way.
    await setPayCode(db, row.reference, given, RESERVED);
    return (await findRepayCode(db, row.reference)) ?? row;
  })().finally(() => registering.delete(row.reference));
  registering.set(row.reference, done);
  return done;
}

/** `work`, or 503 `payUnavailable` after `ms` (the work goes on: a late answer is still recorded). */
function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AppError(503, 'payUnavailable')), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The real time a reference was made: its expiry less {@link CODE_VALID_MS}. An abandoned reservation's
 * expiry is only ever brought forward, so this is never later than the truth.
 */
export function madeAt(code: { expires_at: number }): number {
  return code.expires_at - CODE_VALID_MS;
}

/** Expires reservations never registered within ABANDONED_MS of real time, in slices within `pass`; answers how many. */
export async function expireAbandonedReferences(db: Db, realNow: number, pass: Pass = wholePass()): Promise<number> {
  let expired = 0;
  await inSlices(pass, async () => {
    // A reference's expiry is its real reservation time plus CODE_VALID_MS.
    const n = await expireReserved(db, RESERVED, realNow, realNow - ABANDONED_MS + CODE_VALID_MS, EXPIRE_SLICE);
    expired += n;
    return n === EXPIRE_SLICE;
  });
  return expired;
}
