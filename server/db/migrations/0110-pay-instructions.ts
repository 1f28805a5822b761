// Frozen: what the gateway gave besides the pay code (a checkout page, the receiving bank of a
// transfer), kept with the reference so the public code page can show it again.
import type { Kysely } from 'kysely';

const COLUMNS = ['checkout_url', 'bank_name', 'account_name', 'account_no'] as const;

/** Adds the gateway's checkout page and receiving bank to repay_code. */
export async function up(db: Kysely<any>): Promise<void> {
  for (const c of COLUMNS) await db.schema.alterTable('repay_code').addColumn(c, 'text').execute();
}

/** Drops them again. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const c of COLUMNS) await db.schema.alterTable('repay_code').dropColumn(c).execute();
}
