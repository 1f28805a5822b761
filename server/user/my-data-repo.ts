// Reading every row a borrower owns, table by table (my-data-rules.ts says which), and erasing the
// personal ones. Tables are named by the rules, so the queries take a table name.
import type { Kysely } from 'kysely';
import type { Db } from '../db/connection';
import type { Database } from '../db/schema';
import { OPEN_STATUSES } from '../bill/bill-states';
import type { Owner } from './my-data-rules';

/** What names a borrower's rows in each kind of table. */
export interface OwnerKeys {
  userId: number;
  phone: string;
  billIds: number[];
  references: string[];
  feedbackIds: number[];
}

/** The borrower's phone, bills, payment references and feedback, by which their other rows are found. */
export async function ownerKeys(db: Db, userId: number): Promise<OwnerKeys> {
  const user = await db.selectFrom('app_user').select('phone').where('id', '=', userId).executeTakeFirstOrThrow();
  const ids = async <T>(rows: Promise<{ v: T }[]>) => (await rows).map((r) => r.v);
  return {
    userId,
    phone: user.phone,
    billIds: await ids(db.selectFrom('bill').select('id as v').where('user_id', '=', userId).execute()),
    references: await ids(db.selectFrom('repay_code').select('reference as v').where('user_id', '=', userId).execute()),
    feedbackIds: await ids(db.selectFrom('feedback').select('id as v').where('user_id', '=', userId).execute()),
  };
}

const OWNER_COLUMN: Record<Owner, string> = {
  user: 'user_id',
  bill: 'bill_id',
  reference: 'reference',
  feedback: 'feedback_id',
  phone: 'phone',
};

function ownerValues(keys: OwnerKeys, owner: Owner): (string | number)[] {
  if (owner === 'user') return [keys.userId];
  if (owner === 'phone') return [keys.phone];
  if (owner === 'bill') return keys.billIds;
  if (owner === 'reference') return keys.references;
  return keys.feedbackIds;
}

/** Every row of `table` that belongs to the borrower, as stored. */
export async function ownedRows(db: Db, table: keyof Database, owner: Owner, keys: OwnerKeys): Promise<Record<string, unknown>[]> {
  const values = ownerValues(keys, owner);
  if (!values.length) return [];
  // `app_user` is the borrower's own row: its key is `id`.
  const column = table === 'app_user' ? 'id' : OWNER_COLUMN[owner];
  const any = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  return any.selectFrom(table).selectAll().where(column, 'in', values).execute();
}

/** How many rows of `table` have this `user_id` (the tests' count, and `ops erasures`' check). */
export async function countByUser(db: Db, table: string, userId: number): Promise<number> {
  const any = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const { n } = await any
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** True while one of the borrower's bills is under review, approved, being repaid, overdue or failed. */
export async function hasOpenBill(db: Db, userId: number): Promise<boolean> {
  return Boolean(
    await db.selectFrom('bill').select('id').where('user_id', '=', userId).where('status', 'in', OPEN_STATUSES).executeTakeFirst(),
  );
}

/** True while money the borrower paid beyond a bill waits to be given back (a refund `ops refund` has not sent). */
export async function hasRefundPending(db: Db, userId: number): Promise<boolean> {
  return Boolean(
    await db.selectFrom('refund').select('id').where('user_id', '=', userId).where('status', '=', 'pending').executeTakeFirst(),
  );
}

/** The files an erasure removes once its rows are gone. */
export interface ErasedFiles {
  kycRefs: string[];
  vouchers: string[];
  feedbackImages: string[];
}

/**
 * Erases the borrower's personal rows inside the caller's transaction: identity, personal
 * information, contacts, bank account and its held changes, devices, tracking, messages, feedback,
 * proofs of payment, codes and unused coupons; signs every token out; frees the phone. Loans, their ledgers, events,
 * the accounts they were paid to, payment references, payments and the coupons they used stay. Answers the files to remove.
 */
export async function erasePersonalRows(
  trx: Db,
  keys: OwnerKeys,
  erasure: { erasedAt: number; keepUntil: number; idNumberHash: string | null },
  realNow: number,
): Promise<ErasedFiles> {
  const { userId, phone, feedbackIds } = keys;
  const kycRefs = (await trx.selectFrom('kyc_image').select('image_ref').where('user_id', '=', userId).execute()).map((r) => r.image_ref);
  const vouchers = (await trx.selectFrom('voucher').select('file').where('user_id', '=', userId).execute()).map((r) => r.file);
  const feedbackImages = feedbackIds.length
    ? (await trx.selectFrom('feedback_image').select('file_ref').where('feedback_id', 'in', feedbackIds).execute()).map((r) => r.file_ref)
    : [];
  if (feedbackIds.length) await trx.deleteFrom('feedback_image').where('feedback_id', 'in', feedbackIds).execute();
  for (const table of [
    'kyc_record',
    'liveness_tx',
    'kyc_image',
    'base_info',
    'emergency_contact',
    'bank_account',
    'credit_limit',
    'preorder',
    'device_info',
    'push_subscription',
    'metric_info',
    'metric_event',
    'upload_attempt',
    'batch_attempt',
    'phone_check_code',
    'phone_check_guard',
    'account_code',
    'account_code_guard',
    'account_change',
    'voucher',
    'feedback',
    'user_message',
    'reminder',
    'survey_answer',
  ] as const)
    await trx.deleteFrom(table).where('user_id', '=', userId).execute();
  // A coupon a loan used is part of that loan's record; the others were only offers.
  await trx.deleteFrom('coupon').where('user_id', '=', userId).where('used_at', 'is', null).execute();
  for (const table of ['otp_code', 'code_guard', 'code_failure', 'sign_in_device', 'partner_task'] as const)
    await trx.deleteFrom(table).where('phone', '=', phone).execute();
  await trx.updateTable('auth_token').set({ revoked_at: realNow }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  // The row stays (the loans name it) without anything that says who it was; the phone may sign up anew.
  await trx
    .updateTable('app_user')
    .set({ phone: `erased-${userId}`, channel: null, register_client_type: null, last_login_at: null })
    .where('id', '=', userId)
    .execute();
  await trx
    .insertInto('erasure')
    .values({ user_id: userId, erased_at: erasure.erasedAt, keep_until: erasure.keepUntil, id_number_hash: erasure.idNumberHash })
    .execute();
  return { kycRefs, vouchers, feedbackImages };
}

/** The ID number the borrower certified with, if any. */
export async function idNumberOf(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom('kyc_record').select('id_number').where('user_id', '=', userId).executeTakeFirst();
  return row?.id_number ?? null;
}

/** Erased accounts, newest first, with how many loans each keeps (`ops erasures`). */
export function listErasures(db: Db, limit = 200) {
  return db
    .selectFrom('erasure as e')
    .leftJoin('bill as b', 'b.user_id', 'e.user_id')
    .select((eb) => ['e.user_id', 'e.erased_at', 'e.keep_until', 'e.id_number_hash', eb.fn.count<number>('b.id').as('loans')])
    .groupBy(['e.user_id', 'e.erased_at', 'e.keep_until', 'e.id_number_hash'])
    .orderBy('e.erased_at', 'desc')
    .limit(limit)
    .execute();
}

/** Erased accounts whose loan records are past their keeping at `now` and not yet deleted, oldest first. */
export async function erasuresPastKeeping(db: Db, now: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('erasure as e')
    .innerJoin('app_user as u', 'u.id', 'e.user_id')
    .select('e.user_id')
    .where('e.keep_until', '<=', now)
    .orderBy('e.keep_until')
    .limit(limit)
    .execute();
  return rows.map((r) => r.user_id);
}

/** Tables of a loan's record, keyed by its bill. */
export const BILL_RECORD_TABLES = ['bill_event', 'bill_ledger', 'pay_event', 'coupon_waiver', 'refund', 'bill_payout', 'reminder'] as const;
/** Tables of an erased borrower's rows that stay with the loans until their keeping ends. */
export const KEPT_USER_TABLES = ['repay_code', 'bill', 'coupon', 'auth_token'] as const;

/**
 * Deletes what was kept of erased borrower `userId`: every loan record (bills, their events, ledger,
 * payments, refunds, payout accounts, payment references), then the account row itself; the erasure
 * row stays, without the ID number's hash, to say the account was erased and its records are gone.
 * Answers how many bills went.
 */
export async function deleteKeptLoanRecords(trx: Db, userId: number): Promise<number> {
  const bills = (await trx.selectFrom('bill').select('id').where('user_id', '=', userId).execute()).map((b) => b.id);
  if (bills.length) {
    const refs = trx.selectFrom('repay_code').select('reference').where('bill_id', 'in', bills);
    await trx.deleteFrom('paymongo_intent').where('reference', 'in', refs).execute();
    for (const table of BILL_RECORD_TABLES) await trx.deleteFrom(table).where('bill_id', 'in', bills).execute();
  }
  for (const table of KEPT_USER_TABLES) await trx.deleteFrom(table).where('user_id', '=', userId).execute();
  await trx.updateTable('erasure').set({ id_number_hash: null }).where('user_id', '=', userId).execute();
  await trx.deleteFrom('app_user').where('id', '=', userId).execute();
  return bills.length;
}
