// Frozen: an index under every query the schedule runs (server/sweeps.ts), so a tick reads only the
// rows it acts on however large the book grows. Never import app code here.
import type { Kysely } from 'kysely';

/** Each index: its name, table and columns. */
const INDEXES: [string, string, string[]][] = [
  // Bills by status and due date: 0161's bill_status_due (the reminders' index) serves the sweep too.
  // Records deleted by age.
  ['otp_code_time', 'otp_code', ['created_at']],
  ['partner_task_time', 'partner_task', ['created_at']],
  ['ip_attempt_time', 'ip_attempt', ['created_at']],
  ['code_failure_time', 'code_failure', ['created_at']],
  ['code_guard_time', 'code_guard', ['updated_at']],
  ['auth_token_used', 'auth_token', ['last_used_at']],
  ['auth_token_revoked', 'auth_token', ['revoked_at']],
  ['phone_check_code_time', 'phone_check_code', ['created_at']],
  ['liveness_tx_open', 'liveness_tx', ['finished_at', 'created_at']],
  // A replaced face photo is unlinked from its liveness check.
  ['liveness_tx_image', 'liveness_tx', ['image_id']],
  // Payment references reserved and never registered.
  ['repay_code_reserved', 'repay_code', ['pay_code', 'expires_at']],
];

/** Creates the indexes. */
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table, columns] of INDEXES) await db.schema.createIndex(name).on(table).columns(columns).execute();
}

/** Drops them. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
