// One store of sent one-time codes, for each table that keeps them: sign-in's codes by phone
// (`otp_code`), the phone check's by borrower (`phone_check_code`) and the payout-account change's
// by borrower (`account_code`). Both keep a salted hash, the
// device, the times and a used mark, and both obey the same rules: only the newest code of an owner
// counts, a code is used once, an undelivered code is forgotten so it does not count against the
// limits. Their guards differ (a sign-in source is phone, device and address; the phone check's and
// the account change's is the borrower: auth/borrower-guard-repo.ts). Sign-in's table also keeps erase codes (`purpose`): they
// share the phone's send limits, but a code only ever works for what it was sent for.
import type { Generated, Kysely } from 'kysely';
import type { Db } from '../db/connection';
import type { AccountCode, OtpCode, PhoneCheckCode } from '../db/schema';
import type { SendHistory } from './otp-rules';

/** The columns every code table has, with its owner column seen as `owner`. */
interface CodeColumns {
  id: Generated<number>;
  owner: string | number;
  device_id: string;
  created_at: number;
  used_at: number | null;
  /** Only in `otp_code`: stores built with a purpose read and write it. */
  purpose: string;
}

/** Sent codes of one table, by owner (a phone or a borrower id). */
export interface CodeStore<Row, Owner> {
  /** Send times of this owner's and this device's codes since `since`. */
  history(db: Db, owner: Owner, deviceId: string, since: number): Promise<SendHistory>;
  /** Records a sent code (hashed); returns its id. */
  insert(db: Db, row: Omit<Row, 'id' | 'used_at' | 'purpose'>): Promise<number>;
  /** Forgets a code that could not be delivered, so it does not count against the limits. */
  remove(db: Db, id: number): Promise<void>;
  /** The owner's newest code: only it counts (a new code replaces the old one). */
  latest(db: Db, owner: Owner): Promise<Row | undefined>;
  /** Marks the code used; false when someone used it first. */
  use(db: Db, id: number, now: number): Promise<boolean>;
}

function codeStore<Row, Owner extends string | number>(
  table: 'otp_code' | 'phone_check_code' | 'account_code',
  ownerColumn: 'phone' | 'user_id',
  purpose?: 'sign-in' | 'erase',
): CodeStore<Row, Owner> {
  // The tables differ only in the owner column's name, which the query builder cannot take as a
  // parameter: the queries are written once against that common shape, named here.
  const codes = (db: Db) => db as unknown as Kysely<{ code: CodeColumns }>;
  const t = table as unknown as 'code';
  const owner = ownerColumn as unknown as 'owner';
  const forPurpose = purpose ? { purpose } : {};
  return {
    async history(db, who, deviceId, since) {
      const rows = await codes(db)
        .selectFrom(t)
        .select([owner, 'device_id', 'created_at'])
        .where('created_at', '>', since)
        .where((eb) => eb.or([eb(owner, '=', who), eb('device_id', '=', deviceId)]))
        .execute();
      // Rows come back under the real column name.
      const ownerOf = (r: object) => (r as Record<string, unknown>)[ownerColumn];
      return {
        phone: rows.filter((r) => ownerOf(r) === who).map((r) => r.created_at),
        device: rows.filter((r) => r.device_id === deviceId).map((r) => r.created_at),
      };
    },
    async insert(db, row) {
      const { id } = await codes(db)
        .insertInto(t)
        .values({ ...row, ...forPurpose } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
    async remove(db, id) {
      await codes(db).deleteFrom(t).where('id', '=', id).execute();
    },
    async latest(db, who) {
      let query = codes(db).selectFrom(t).selectAll().where(owner, '=', who);
      if (purpose) query = query.where('purpose', '=', purpose);
      const row = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
      return row as Row | undefined;
    },
    async use(db, id, now) {
      const r = await codes(db).updateTable(t).set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
  };
}

/** Sign-in codes, by phone. */
export const signInCodes = codeStore<OtpCode, string>('otp_code', 'phone', 'sign-in');
/** Codes that confirm erasing an account, by phone (same table and limits as sign-in's). */
export const eraseCodes = codeStore<OtpCode, string>('otp_code', 'phone', 'erase');
/** Phone-check codes, by borrower id. */
export const phoneCheckCodes = codeStore<PhoneCheckCode, number>('phone_check_code', 'user_id');
/** Codes confirming a change of payout account, by borrower id. */
export const accountCodes = codeStore<AccountCode, number>('account_code', 'user_id');
