// A row waiting for an operator's decision (a proof of payment in review, a change of payout account
// held) is decided once: the update names the waiting status, so of two decisions at the same moment
// one moves the row and the other finds it decided.
import type { Kysely } from 'kysely';
import type { Db } from './connection';
import type { Database } from './schema';

/** The tables whose rows wait for a decision: each has its `status` and `decided_at`. */
export type DecidedTable = {
  [T in keyof Database]: Database[T] extends { status: string; decided_at: number | null } ? T : never;
}[keyof Database];

/** Moves row `id` of `table` from `waiting` to `status`, decided at `now`; false when it had left `waiting` first. */
export async function decideOnce<T extends DecidedTable>(
  db: Db,
  table: T,
  id: number,
  waiting: Database[T]['status'],
  status: Database[T]['status'],
  now: number,
): Promise<boolean> {
  // One rule for several tables, each named by the caller and its statuses checked against that table.
  const loose = db as unknown as Kysely<Record<string, { id: number; status: string; decided_at: number | null }>>;
  const r = await loose
    .updateTable(table as string)
    .set({ status, decided_at: now })
    .where('id', '=', id)
    .where('status', '=', waiting)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
