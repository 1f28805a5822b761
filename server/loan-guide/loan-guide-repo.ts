// The borrower's reservation from the loan guide (table `preorder`, the wire's name).
import type { Db } from '../db/connection';

/** The coupon of the borrower's reservation, if they made one. */
export async function findPreorderCoupon(db: Db, userId: number): Promise<number | undefined> {
  const row = await db.selectFrom('preorder').select('coupon_id').where('user_id', '=', userId).executeTakeFirst();
  return row?.coupon_id;
}

/** Records the reservation. */
export async function insertPreorder(
  db: Db,
  row: { userId: number; applyTotalAmount: number; products: readonly string[]; couponId: number; now: number },
): Promise<void> {
  await db
    .insertInto('preorder')
    .values({
      user_id: row.userId,
      apply_total_amount: row.applyTotalAmount,
      products: JSON.stringify(row.products),
      coupon_id: row.couponId,
      created_at: row.now,
    })
    .execute();
}
