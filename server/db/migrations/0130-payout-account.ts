// Frozen: the payout account on record. `bill_payout` is the account a bill is paid to, fixed at
// approval and stamped `sent_at` at disbursement; `account_code` and `account_code_guard` are the
// codes that confirm a change of account and their wrong-code lock; `account_change` keeps a change
// to an account number another borrower uses, held for the operator. Never import app code here.
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/** Creates the four tables and fixes the current account on bills approved and not yet paid out. */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('bill_payout')
    .addColumn('bill_id', 'integer', (c) => c.primaryKey().references('bill.id'))
    .addColumn('bank_code', 'text', (c) => c.notNull())
    // The bank's name as listed when the account was fixed (null on rows this migration fixed).
    .addColumn('bank_name', 'text')
    // The whole number: the operator pays to it; the borrower is shown its last four digits.
    .addColumn('account_no', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('fixed_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .execute();

  const idColumn = (t: ReturnType<typeof db.schema.createTable>) =>
    pg ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  await idColumn(db.schema.createTable('account_code'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('account_code_user_time').on('account_code').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('account_code_device_time').on('account_code').columns(['device_id', 'created_at']).execute();
  await db.schema
    .createTable('account_code_guard')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('app_user.id'))
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'bigint')
    .execute();

  await idColumn(db.schema.createTable('account_change'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('bank_code', 'text', (c) => c.notNull())
    .addColumn('account_no', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    // `held` (waiting for the operator), `released` (applied), `refused`, `withdrawn` (a newer change replaced it).
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema.createIndex('account_change_status').on('account_change').columns(['status', 'id']).execute();
  await db.schema.createIndex('account_change_user').on('account_change').columns(['user_id', 'status']).execute();
  await db.schema.createIndex('bank_account_number').on('bank_account').column('account_no').execute();

  // Bills approved (20) or whose payout bounced (70) are paid to the account on file today; bills
  // already paid out get no record: which account their money went to was never kept.
  await sql`
    insert into bill_payout (bill_id, bank_code, account_no, account_name, fixed_at)
    select b.id, a.bank_code, a.account_no, a.account_name, b.status_at
    from bill b join bank_account a on a.user_id = b.user_id
    where b.status in (20, 70)`.execute(db);
}

/** Drops them. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bank_account_number').execute();
  for (const t of ['account_change', 'account_code_guard', 'account_code', 'bill_payout']) await db.schema.dropTable(t).execute();
}
