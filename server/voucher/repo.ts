// Proof-of-payment rows, database first. Reads for a borrower go through their own bills' ids.
import type { VoucherStatus } from '../../contract/repay';
import type { Db } from '../db/connection';
import { decideOnce } from '../db/decide-once';
import type { Voucher, VoucherTable } from '../db/schema';
import type { Insertable } from 'kysely';

/** How many proofs of this bill wait for a decision. */
export async function countWaiting(db: Db, billId: number): Promise<number> {
  const row = await db
    .selectFrom('voucher')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('bill_id', '=', billId)
    .where('status', '=', 'review')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Records a proof; answers its id. */
export async function insertVoucher(db: Db, row: Insertable<VoucherTable>): Promise<number> {
  const { id } = await db.insertInto('voucher').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(id);
}

/** The status of each bill's latest proof, for bills that have one. */
export async function latestVoucherStatus(db: Db, billIds: readonly number[]): Promise<Map<number, VoucherStatus>> {
  if (!billIds.length) return new Map();
  const latest = db
    .selectFrom('voucher')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('bill_id', 'in', billIds)
    .groupBy('bill_id');
  const rows = await db.selectFrom('voucher').select(['bill_id', 'status']).where('id', 'in', latest).execute();
  return new Map(rows.map((r) => [r.bill_id, r.status]));
}

/** A waiting proof with the phone of who sent it, as the operator lists it. */
export type WaitingVoucher = Voucher & { phone: string };

/** Proofs waiting for a decision, oldest first. */
export function listWaiting(db: Db, limit = 500): Promise<WaitingVoucher[]> {
  return db
    .selectFrom('voucher')
    .innerJoin('app_user', 'app_user.id', 'voucher.user_id')
    .selectAll('voucher')
    .select('app_user.phone')
    .where('voucher.status', '=', 'review')
    .orderBy('voucher.id')
    .limit(limit)
    .execute();
}

/** The proof with this id, if any. */
export function findVoucher(db: Db, id: number): Promise<Voucher | undefined> {
  return db.selectFrom('voucher').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Decides a waiting proof; false when it was not waiting (already decided, or unknown). */
export function decideVoucher(db: Db, id: number, status: 'accepted' | 'rejected', now: number): Promise<boolean> {
  return decideOnce(db, 'voucher', id, 'review', status, now);
}
