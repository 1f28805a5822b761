// Frozen: payment reminders, one row per bill and Manila day slot (the key that makes each go out
// once across processes and restarts), and the index the reminder job reads open bills by.
import type { Kysely } from 'kysely';

/** Creates the reminder table and the open bills' due-date index. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reminder')
    .addColumn('bill_id', 'integer', (c) => c.notNull())
    // The Manila calendar day of the slot (days since 1970-01-01 in Manila).
    .addColumn('slot_day', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    // Days after the due date's day (negative before it).
    .addColumn('offset_days', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    // `none`, `waiting`, `sending`, `sent` or `failed`.
    .addColumn('sms_state', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('reminder_pk', ['bill_id', 'slot_day'])
    .execute();
  await db.schema.createIndex('reminder_user').on('reminder').columns(['user_id', 'sent_at']).execute();
  await db.schema.createIndex('reminder_sms').on('reminder').column('sms_state').execute();
  await db.schema.createIndex('bill_status_due').on('bill').columns(['status', 'due_date']).execute();
}

/** Drops them. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bill_status_due').execute();
  await db.schema.dropTable('reminder').execute();
}
