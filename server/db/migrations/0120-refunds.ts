// Frozen: every peso received accounted for. Each payment event records the bill its money went to,
// what it was applied as, what the bill owed after it, and the part kept as unmatched money (a
// reference nobody made) until an operator matches it; each overpayment is a refund to send. Never
// import app code here.
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/** Adds the accounting columns to pay_event and creates the refund table. */
export async function up(db: Kysely<any>): Promise<void> {
  const ms = 'bigint';
  await db.schema.alterTable('pay_event').addColumn('bill_id', 'integer').execute();
  await db.schema.alterTable('pay_event').addColumn('kind', 'text').execute();
  await db.schema
    .alterTable('pay_event')
    .addColumn('unmatched', ms, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('pay_event').addColumn('owed_after', ms).execute();
  await db.schema.alterTable('pay_event').addColumn('matched_at', ms).execute();
  // Events booked before: their reference names the bill; one naming no reference was kept whole as unmatched.
  await sql`update pay_event set bill_id = (select r.bill_id from repay_code r where r.reference = pay_event.reference)`.execute(db);
  await sql`update pay_event set unmatched = amount, overpaid = 0 where bill_id is null`.execute(db);
  await db.schema.createIndex('pay_event_bill').on('pay_event').column('bill_id').execute();

  // One refund per overpaying event: pending until the operator records it sent.
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const table = db.schema.createTable('refund');
  await (pg
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('bill_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull().unique())
    .addColumn('amount', ms, (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('sent_at', ms)
    .addColumn('provider_ref', 'text')
    .execute();
  await db.schema.createIndex('refund_bill').on('refund').column('bill_id').execute();
  // Overpayments booked before become pending refunds.
  await sql`insert into refund (bill_id, user_id, event_id, amount, status, created_at)
    select e.bill_id, b.user_id, e.event_id, e.overpaid, 'pending', e.received_at
    from pay_event e join bill b on b.id = e.bill_id where e.overpaid > 0`.execute(db);
}

/** Drops them. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('refund').execute();
  await db.schema.dropIndex('pay_event_bill').execute();
  for (const c of ['matched_at', 'owed_after', 'unmatched', 'kind', 'bill_id'])
    await db.schema.alterTable('pay_event').dropColumn(c).execute();
}
