// Deleting rows by age, a slice at a time: each statement deletes about SLICE rows, found through the
// index of the age column, so a table that grew large (a busy day's sign-in codes, a month of
// tracking) is emptied over several short statements instead of one long lock on the database.
import type { Kysely } from 'kysely';
import type { Db } from './connection';
import type { Database } from './schema';
import { inSlices, type Pass } from './slices';

/** Rows one delete statement removes (ties at the edge go with it). */
export const PRUNE_SLICE = 1000;

/** Deletes rows of `table` whose `column` is before `before` (and, with `open`, whose `open` column is null); answers how many went. */
export async function deleteOlder(
  db: Db,
  table: keyof Database,
  column: string,
  before: number,
  pass: Pass,
  open?: string,
): Promise<number> {
  // One rule for many tables: each named by the caller, checked by the `Database` keys it passes.
  const loose = db as unknown as Kysely<Record<string, Record<string, number | string | null>>>;
  const kept = open ?? '';
  let deleted = 0;
  await inSlices(pass, async () => {
    // The age of the SLICE-th oldest row: deleting up to it takes a slice; no such row, the rest.
    const edge = await loose
      .selectFrom(table)
      .select(column)
      .where(column, '<', before)
      .$if(open !== undefined, (q) => q.where(kept, 'is', null))
      .orderBy(column)
      .offset(PRUNE_SLICE - 1)
      .limit(1)
      .executeTakeFirst();
    const upTo = edge?.[column] as number | undefined;
    const r = await loose
      .deleteFrom(table)
      .where(column, upTo === undefined ? '<' : '<=', upTo ?? before)
      .$if(open !== undefined, (q) => q.where(kept, 'is', null))
      .executeTakeFirst();
    deleted += Number(r.numDeletedRows);
    return upTo !== undefined;
  });
  return deleted;
}
