// Identity images, liveness checks and the saved identity of each borrower. Every read is scoped by
// the owner's user id: an id of someone else's image or check finds nothing.
import type { Db } from '../db/connection';
import type { KycImage, KycImageTable, KycRecord, LivenessTx } from '../db/schema';

/** Records a stored image. */
export async function insertImage(db: Db, row: KycImage): Promise<void> {
  await db.insertInto('kyc_image').values(row).execute();
}

/** The borrower's newest image of `kind`, if any. */
export function latestImage(db: Db, userId: number, kind: KycImageTable['kind']): Promise<KycImage | undefined> {
  return db
    .selectFrom('kyc_image')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Opens a liveness check. */
export async function insertLiveness(db: Db, row: Pick<LivenessTx, 'id' | 'user_id' | 'created_at' | 'expires_at'>): Promise<void> {
  await db
    .insertInto('liveness_tx')
    .values({ ...row, image_id: null, passed: null, finished_at: null })
    .execute();
}

/** The borrower's liveness check with this id, if it is theirs. */
export function findLiveness(db: Db, userId: number, id: string): Promise<LivenessTx | undefined> {
  return db.selectFrom('liveness_tx').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** Closes an open liveness check with its face image and verdict; false when it was already closed. */
export async function finishLiveness(db: Db, userId: number, id: string, imageId: string, passed: boolean, now: number): Promise<boolean> {
  const r = await db
    .updateTable('liveness_tx')
    .set({ image_id: imageId, passed: passed ? 1 : 0, finished_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('finished_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The verdict and face photo of the borrower's newest finished liveness check, if any. */
export function latestLiveness(db: Db, userId: number): Promise<Pick<LivenessTx, 'passed' | 'image_id'> | undefined> {
  return db
    .selectFrom('liveness_tx')
    .select(['passed', 'image_id'])
    .where('user_id', '=', userId)
    .where('finished_at', 'is not', null)
    .orderBy('finished_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Stores the confirmed identity (one per borrower). */
export async function saveKycRecord(db: Db, row: KycRecord): Promise<void> {
  const { user_id: _u, ...changes } = row;
  await db
    .insertInto('kyc_record')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
    .execute();
}

/** True when another borrower certified with this document. */
export async function documentTaken(db: Db, userId: number, documentType: string, idNumber: string): Promise<boolean> {
  const row = await db
    .selectFrom('kyc_record')
    .select('user_id')
    .where((eb) => eb.and({ document_type: documentType, id_number: idNumber }))
    .where('user_id', '!=', userId)
    .executeTakeFirst();
  return !!row;
}

/** The borrower's confirmed identity, if saved. */
export function findKycRecord(db: Db, userId: number): Promise<KycRecord | undefined> {
  return db.selectFrom('kyc_record').selectAll().where('user_id', '=', userId).executeTakeFirst();
}
