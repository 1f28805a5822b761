// Web Push subscriptions of borrower devices.
import type { Db } from '../db/connection';
import type { PushSubscriptionTable } from '../db/schema';

/** A device's subscription as stored. */
export type StoredSubscription = PushSubscriptionTable;

/** A borrower keeps at most this many devices subscribed; the least recently saved goes first. */
export const MAX_SUBSCRIPTIONS_PER_USER = 5;

/** Saves (or moves to this borrower) a subscription, keeping the newest five per borrower. */
export async function saveSubscription(db: Db, row: StoredSubscription): Promise<void> {
  await db
    .insertInto('push_subscription')
    .values(row)
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({ user_id: row.user_id, p256dh: row.p256dh, auth: row.auth, updated_at: row.updated_at }),
    )
    .execute();
  const extra = await db
    .selectFrom('push_subscription')
    .select('endpoint')
    .where('user_id', '=', row.user_id)
    .orderBy('updated_at', 'desc')
    .offset(MAX_SUBSCRIPTIONS_PER_USER)
    .limit(100)
    .execute();
  if (extra.length)
    await db
      .deleteFrom('push_subscription')
      .where(
        'endpoint',
        'in',
        extra.map((r) => r.endpoint),
      )
      .execute();
}

/** A borrower's subscriptions. */
export function subscriptionsOf(db: Db, userId: number): Promise<StoredSubscription[]> {
  return db.selectFrom('push_subscription').selectAll().where('user_id', '=', userId).execute();
}

/** Forgets a subscription the push service says is gone. */
export async function dropSubscription(db: Db, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscription').where('endpoint', '=', endpoint).execute();
}
