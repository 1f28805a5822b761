// Partner sign-in tasks, stored by the hash of their id.
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/connection';
import type { Database } from '../db/schema';

/** Stores a new task. */
export async function insertTask(db: Db, taskHash: string, channel: string, phone: string, now: number): Promise<void> {
  await db.insertInto('partner_task').values({ task_hash: taskHash, channel, phone, created_at: now }).execute();
}

/** The task of this hash and channel, unused and created in (`after`, `now`]. */
function live(eb: ExpressionBuilder<Database, 'partner_task'>, taskHash: string, channel: string, after: number, now: number) {
  return eb.and([
    eb('task_hash', '=', taskHash),
    eb('channel', '=', channel),
    eb('used_at', 'is', null),
    eb('created_at', '>', after),
    eb('created_at', '<=', now),
  ]);
}

/** A query of the task of this hash and channel that is live: unused and created in (`after`, `now`]. */
export type LiveTaskQuery = (
  db: Db,
  taskHash: string,
  channel: string,
  after: number,
  now: number,
) => Promise<{ phone: string; channel: string } | undefined>;

/** The live task of this hash and channel, or undefined. */
export const findLiveTask: LiveTaskQuery = (db, taskHash, channel, after, now) =>
  db
    .selectFrom('partner_task')
    .select(['phone', 'channel'])
    .where((eb) => live(eb, taskHash, channel, after, now))
    .executeTakeFirst();

/** Marks that task used, in one conditional update; the task, or undefined when it was not live (or someone used it first). */
export const useLiveTask: LiveTaskQuery = async (db, taskHash, channel, after, now) => {
  const r = await db
    .updateTable('partner_task')
    .set({ used_at: now })
    .where((eb) => live(eb, taskHash, channel, after, now))
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom('partner_task').select(['phone', 'channel']).where('task_hash', '=', taskHash).executeTakeFirstOrThrow();
};
