// The sliding windows of the request limits (a borrower's uploads and batches, a phone's wrong codes, a
// device's or address's tracking uploads): each counts the times of its rows inside the window, read
// through the index of owner and time.
import type { Kysely } from 'kysely';
import type { Db } from './connection';
import type { Database } from './schema';

/** The tables whose rows are counted requests: each has its `created_at`. */
export type CountedTable = { [T in keyof Database]: Database[T] extends { created_at: number } ? T : never }[keyof Database];

/** Times of the newest `max` rows of `table` whose `column` is `value`, after `since`, newest first. */
export async function recentTimes(
  db: Db,
  table: CountedTable,
  column: string,
  value: string | number,
  since: number,
  max: number,
): Promise<number[]> {
  // One rule for several tables, each named by the caller: the owner column differs (a borrower, a phone, a device, an address).
  const loose = db as unknown as Kysely<Record<string, Record<string, number | string | null>>>;
  const rows = await loose
    .selectFrom(table)
    .select('created_at')
    .where(column, '=', value)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .limit(max)
    .execute();
  return rows.map((r) => Number(r.created_at));
}
