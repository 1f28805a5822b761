// The PayMongo Payment Intent of each payment reference (`paymongo_intent`).
import type { Db } from '../db/connection';
import type { PaymongoIntentTable } from '../db/schema';

/** The intent made for a reference, if any. */
export function findIntentByReference(db: Db, reference: string): Promise<PaymongoIntentTable | undefined> {
  return db.selectFrom('paymongo_intent').selectAll().where('reference', '=', reference).executeTakeFirst();
}

/** The intent with PayMongo's id, if it is ours. */
export function findIntentById(db: Db, intentId: string): Promise<PaymongoIntentTable | undefined> {
  return db.selectFrom('paymongo_intent').selectAll().where('intent_id', '=', intentId).executeTakeFirst();
}

/** Records a new intent; the first one recorded for a reference wins (another process may race). */
export async function insertIntent(db: Db, row: PaymongoIntentTable): Promise<void> {
  await db
    .insertInto('paymongo_intent')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Sets an intent's status. */
export async function setIntentStatus(db: Db, intentId: string, status: string): Promise<void> {
  await db.updateTable('paymongo_intent').set({ status }).where('intent_id', '=', intentId).execute();
}

/** Intents still open whose reference expired by real time `realNow`. */
export function expiredOpenIntents(db: Db, realNow: number): Promise<PaymongoIntentTable[]> {
  return db
    .selectFrom('paymongo_intent')
    .selectAll()
    .where('status', 'in', ['open', 'failed'])
    .where('expires_at', '<=', realNow)
    .limit(50)
    .execute();
}
