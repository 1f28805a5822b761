// Frozen: repayment and extension: each bill's ledger, the payment references borrowers
// pay with, the gateway's callback events, and coupon waivers. Never import app code here.
import type { Kysely } from 'kysely';

/** Creates the repayment tables. */
export async function up(db: Kysely<any>): Promise<void> {
  const ms = 'bigint';
  const money = (c: any) => c.notNull().defaultTo(0);

  // One row per disbursed bill: what was charged and what was paid, part by part, in centavos.
  await db.schema
    .createTable('bill_ledger')
    .addColumn('bill_id', 'integer', (c) => c.primaryKey())
    .addColumn('principal', ms, (c) => c.notNull())
    .addColumn('interest', ms, money)
    .addColumn('service_fee', ms, money)
    .addColumn('extension_fees', ms, money)
    .addColumn('penalty', ms, money)
    .addColumn('penalty_days', 'integer', money)
    .addColumn('principal_paid', ms, money)
    .addColumn('interest_paid', ms, money)
    .addColumn('penalty_paid', ms, money)
    .addColumn('waived', ms, money)
    .addColumn('overpaid', ms, money)
    .addColumn('flagged', 'integer', money)
    .addColumn('updated_at', ms, (c) => c.notNull())
    .execute();

  // A reference is for one payment; one per borrower and Idempotency-Key.
  await db.schema
    .createTable('repay_code')
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('bill_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', ms, (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('coupon_id', 'integer')
    .addColumn('extension_fee', ms, money)
    .addColumn('pay_code', 'text', (c) => c.notNull())
    .addColumn('idem_key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('expires_at', ms, (c) => c.notNull())
    .addColumn('paid_at', ms)
    .execute();
  await db.schema.createIndex('repay_code_idem').on('repay_code').columns(['user_id', 'idem_key']).unique().execute();
  await db.schema.createIndex('repay_code_bill').on('repay_code').columns(['bill_id']).execute();

  // Every callback event once: the primary key makes a replayed or parallel duplicate a no-op.
  await db.schema
    .createTable('pay_event')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('amount', ms, (c) => c.notNull())
    .addColumn('paid_at', ms, (c) => c.notNull())
    .addColumn('received_at', ms, (c) => c.notNull())
    .addColumn('applied', ms, money)
    .addColumn('overpaid', ms, money)
    .addColumn('flagged', 'integer', money)
    .addColumn('source', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pay_event_reference').on('pay_event').column('reference').execute();

  // A coupon taken off a bill (its `used_at` is set in the same transaction).
  await db.schema
    .createTable('coupon_waiver')
    .addColumn('coupon_id', 'integer', (c) => c.primaryKey())
    .addColumn('bill_id', 'integer', (c) => c.notNull())
    .addColumn('amount', ms, (c) => c.notNull())
    .addColumn('at', ms, (c) => c.notNull())
    .execute();
}

/** Drops them. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['coupon_waiver', 'pay_event', 'repay_code', 'bill_ledger']) await db.schema.dropTable(t).execute();
}
