// Coupon rows: given (certification, loan guide), listed, taken off a repayment as a waiver.
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import type { Coupon } from '../db/schema';

/** What a new coupon is: its kind, amount in centavos and expiry. */
export interface NewCoupon {
  userId: number;
  kind: string;
  amount: number;
  createdAt: number;
  expireTime: number;
}

/** Inserts a coupon; returns its id. */
export async function insertCoupon(db: Db, c: NewCoupon): Promise<number> {
  const { id } = await db
    .insertInto('coupon')
    .values({ user_id: c.userId, kind: c.kind, amount: c.amount, created_at: c.createdAt, expire_time: c.expireTime, used_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Gives the borrower the one coupon of `c.kind` they may have and returns its id: a second insert
 * (even a racing one) is a no-op through the partial unique index, whose predicate is a literal so
 * PostgreSQL can match the index.
 */
export async function insertCouponOnce(db: Db, c: NewCoupon): Promise<number> {
  await db
    .insertInto('coupon')
    .values({ user_id: c.userId, kind: c.kind, amount: c.amount, created_at: c.createdAt, expire_time: c.expireTime, used_at: null })
    .onConflict((oc) => oc.column('user_id').where('kind', '=', sql.lit(c.kind)).doNothing())
    .execute();
  const row = await db
    .selectFrom('coupon')
    .select('id')
    .where('user_id', '=', c.userId)
    .where('kind', '=', c.kind)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Every coupon of the borrower. */
export function couponsOf(db: Db, userId: number): Promise<Coupon[]> {
  return db.selectFrom('coupon').selectAll().where('user_id', '=', userId).execute();
}

/** The borrower's coupon `id` when unused and valid at `now`, or undefined. */
export function usableCouponById(db: Db, userId: number, id: number, now: number): Promise<{ id: number; amount: number } | undefined> {
  return db
    .selectFrom('coupon')
    .select(['id', 'amount'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expire_time', '>', now)
    .executeTakeFirst();
}

/** The amount of the borrower's largest coupon usable at `now` (0 for none). */
export async function bestCouponAmount(db: Db, userId: number, now: number): Promise<number> {
  const row = await db
    .selectFrom('coupon')
    .select((eb) => eb.fn.max('amount').as('best'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expire_time', '>', now)
    .executeTakeFirst();
  return Number(row?.best ?? 0);
}

/** Marks the coupon used when it still is usable at `now`; its amount, or undefined when it was not. */
export async function useCoupon(db: Db, userId: number, id: number, now: number): Promise<number | undefined> {
  const c = await db
    .updateTable('coupon')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expire_time', '>', now)
    .returning('amount')
    .executeTakeFirst();
  return c?.amount;
}

/** Records the amount a coupon took off a bill. */
export async function insertCouponWaiver(db: Db, couponId: number, billId: number, amount: number, at: number): Promise<void> {
  await db.insertInto('coupon_waiver').values({ coupon_id: couponId, bill_id: billId, amount, at }).execute();
}
