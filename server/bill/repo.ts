// Bill rows, database first, read by every area a bill passes through (so below them all). Status
// changes go through borrow/bill-actions.ts and the state machine.
import type { Db } from '../db/connection';
import type { Bill, BillEventTable, BillTable, NewBill } from '../db/schema';
import { type Insertable, sql, type Updateable } from 'kysely';
import { OPEN_STATUSES } from './bill-states';

/** The bill of this borrower made with this Idempotency-Key, if any. */
export function findBillByKey(db: Db, userId: number, key: string): Promise<Bill | undefined> {
  return db.selectFrom('bill').selectAll().where('user_id', '=', userId).where('idem_key', '=', key).executeTakeFirst();
}

/** The borrower's open bill (at most one exists: a unique index says so). */
export function findOpenBill(db: Db, userId: number): Promise<Bill | undefined> {
  return db.selectFrom('bill').selectAll().where('user_id', '=', userId).where('status', 'in', OPEN_STATUSES).executeTakeFirst();
}

/** The bill with this id, if any (whoever owns it: callers check). */
export function findBill(db: Db, id: number): Promise<Bill | undefined> {
  return db.selectFrom('bill').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The product, amount and term of the borrower's most recent settled bill (what `applyLoan/auto` repeats). */
export function lastSettledTerms(
  db: Db,
  userId: number,
  settled: number,
): Promise<Pick<Bill, 'product_code' | 'amount' | 'term'> | undefined> {
  return db
    .selectFrom('bill')
    .select(['product_code', 'amount', 'term'])
    .where('user_id', '=', userId)
    .where('status', '=', settled)
    .orderBy('closed_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The borrower's bills in or out of these statuses, newest first. */
export function listBills(db: Db, userId: number, statuses: readonly number[], inList: boolean): Promise<Bill[]> {
  return db
    .selectFrom('bill')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', inList ? 'in' : 'not in', statuses)
    .orderBy('apply_time', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Every bill, or one borrower's, newest first (operator CLI). */
export function listAllBills(db: Db, userId?: number, limit = 200): Promise<Bill[]> {
  let q = db.selectFrom('bill').selectAll();
  if (userId !== undefined) q = q.where('user_id', '=', userId);
  return q.orderBy('id', 'desc').limit(limit).execute();
}

// The sweep's queues read their slice off an index in its order (`bill_status`, `bill_status_due`): the
// rows a slice takes are the only rows it reads.

/** At most `limit` bills in `status` whose `column` compares with `at` as `op`, ordered by that column then id. */
function queueSlice(
  db: Db,
  status: number,
  column: 'status_at' | 'due_date',
  op: '<=' | '<' | '>=',
  at: number,
  limit: number,
): Promise<Bill[]> {
  return db
    .selectFrom('bill')
    .selectAll()
    .where('status', '=', status)
    .where(column, op, at)
    .orderBy(column)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** At most `limit` bills in `status` whose status is older than `before`, longest waiting first (the development policy's queue). */
export function billsWaiting(db: Db, status: number, before: number, limit: number): Promise<Bill[]> {
  return queueSlice(db, status, 'status_at', '<=', before, limit);
}

/** At most `limit` repaying bills whose due date has passed, longest past due first. */
export function billsPastDue(db: Db, repaying: number, now: number, limit: number): Promise<Bill[]> {
  return queueSlice(db, repaying, 'due_date', '<', now, limit);
}

/** At most `limit` bills marked overdue whose due date is not past at `now` (the development clock went back). */
export function billsNoLongerDue(db: Db, overdue: number, now: number, limit: number): Promise<Bill[]> {
  return queueSlice(db, overdue, 'due_date', '>=', now, limit);
}

/** Inserts a bill and its first history line. */
export async function insertBill(db: Db, row: NewBill, actor: string): Promise<Bill> {
  const bill = await db.insertInto('bill').values(row).returningAll().executeTakeFirstOrThrow();
  await db
    .insertInto('bill_event')
    .values({ bill_id: bill.id, from_status: null, to_status: bill.status, event: 'apply', actor, at: row.apply_time })
    .execute();
  return bill;
}

/** Moves bill `id` from `from` to `to` (with `extra` columns), only while it is still at `from`; the moved bill, or undefined when someone moved it first. */
export async function updateBillStatus(
  db: Db,
  id: number,
  from: number,
  to: number,
  now: number,
  extra: Updateable<BillTable> = {},
): Promise<Bill | undefined> {
  return (await updateBillsStatus(db, [id], from, to, now, extra))[0];
}

/** Moves the bills `ids` from `from` to `to` (with `extra` columns) in one statement, each only while it is still at `from`; the bills moved. */
export function updateBillsStatus(
  db: Db,
  ids: readonly number[],
  from: number,
  to: number,
  now: number,
  extra: Updateable<BillTable> = {},
): Promise<Bill[]> {
  return (
    db
      .updateTable('bill')
      .set({ status: to, status_at: now, ...extra })
      .where('id', 'in', ids)
      // Unary plus keeps the status out of any index choice (SQLite's documented way): the ids lead.
      // Without it, a hundred ids made SQLite walk every repaying bill through `bill_status` instead.
      .where(sql<number>`+${sql.ref('status')}`, '=', from)
      .returningAll()
      .execute()
  );
}

/** Adds one line to the history of each of several bills, in one statement. */
export async function insertBillEvents(db: Db, rows: readonly Insertable<BillEventTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('bill_event').values(rows).execute();
}

/** Adds one line to a bill's history. */
export function insertBillEvent(db: Db, billId: number, from: number, to: number, event: string, actor: string, at: number): Promise<void> {
  return insertBillEvents(db, [{ bill_id: billId, from_status: from, to_status: to, event, actor, at }]);
}

/** Sets a bill's due date (a paid extension). */
export async function setDueDate(db: Db, id: number, dueDate: number): Promise<void> {
  await db.updateTable('bill').set({ due_date: dueDate }).where('id', '=', id).execute();
}

/** The borrower's own bill by its repayId, if any. */
export function findOwnBillByRepayId(db: Db, userId: number, repayId: string): Promise<Bill | undefined> {
  return db.selectFrom('bill').selectAll().where('repay_id', '=', repayId).where('user_id', '=', userId).executeTakeFirst();
}
