// Frozen: the borrower's data rights and reminder choices. Sign-in codes gain a purpose (an erase
// code is not a sign-in code and the other way round); `erasure` records each erased account with
// the date its kept loan records go; `app_user` gains the two reminder choices. Never import app code here.
import type { Kysely } from 'kysely';

/** Adds `otp_code.purpose`, the reminder choices and the `erasure` table. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('otp_code')
    .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('sign-in'))
    .execute();
  await db.schema
    .alterTable('app_user')
    .addColumn('reminder_push', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('app_user')
    .addColumn('reminder_sms', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('erasure')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('erased_at', 'bigint', (c) => c.notNull())
    .addColumn('keep_until', 'bigint', (c) => c.notNull())
    // SHA-256 of the ID number: a second account with the same ID can still be recognised.
    .addColumn('id_number_hash', 'text')
    .execute();
  await db.schema.createIndex('erasure_keep_until').on('erasure').column('keep_until').execute();
}

/** Drops what `up` added. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('erasure').execute();
  await db.schema.alterTable('app_user').dropColumn('reminder_sms').execute();
  await db.schema.alterTable('app_user').dropColumn('reminder_push').execute();
  await db.schema.alterTable('otp_code').dropColumn('purpose').execute();
}
