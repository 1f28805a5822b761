// Identity photos a borrower replaced (a retaken ID side, another liveness try) are not kept: the
// hourly housekeeping removes their rows and asks the provider to drop the file. The newest photo of
// each kind, the ones the saved identity names and the face of the latest liveness check stay.
import type { Db } from '../db/connection';
import { HOUR_MS } from '../time';
import type { KycProvider } from './kyc-provider';

/** A photo goes only once its replacement is this old: a save in flight may still point at it. */
export const KYC_PHOTO_GRACE_MS = HOUR_MS;
// Rows handled per sweep; the next sweep takes the rest.
const BATCH = 500;

/** Removes photos replaced more than the grace period before `now` (business time); answers how many rows went. */
export async function prunePhotos(
  { db, kyc }: { db: Db; kyc: Pick<KycProvider, 'discard'> },
  now: number,
): Promise<Record<string, number>> {
  const cut = now - KYC_PHOTO_GRACE_MS;
  const gone = await db
    .selectFrom('kyc_image as k')
    .select(['k.id', 'k.image_ref'])
    // A newer photo of the same kind, itself older than the grace period...
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('kyc_image as n')
          .select('n.id')
          .whereRef('n.user_id', '=', 'k.user_id')
          .whereRef('n.kind', '=', 'k.kind')
          .where('n.created_at', '<', cut)
          .where((eb) =>
            eb.or([
              eb('n.created_at', '>', eb.ref('k.created_at')),
              eb.and([eb('n.created_at', '=', eb.ref('k.created_at')), eb('n.id', '>', eb.ref('k.id'))]),
            ]),
          ),
      ),
    )
    // ...and not named by a saved identity...
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('kyc_record as r')
            .select('r.user_id')
            .where((eb) =>
              eb.or([
                eb('r.front_image_id', '=', eb.ref('k.id')),
                eb('r.back_image_id', '=', eb.ref('k.id')),
                eb('r.face_image_id', '=', eb.ref('k.id')),
              ]),
            ),
        ),
      ),
    )
    // ...nor the face of the borrower's latest liveness check (the one a save reads).
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('liveness_tx as l')
            .select('l.id')
            .whereRef('l.image_id', '=', 'k.id')
            .where(({ not: none, exists: any, selectFrom: from }) =>
              none(
                any(
                  from('liveness_tx as later')
                    .select('later.id')
                    .whereRef('later.user_id', '=', 'l.user_id')
                    .whereRef('later.finished_at', '>', 'l.finished_at'),
                ),
              ),
            ),
        ),
      ),
    )
    .limit(BATCH)
    .execute();
  if (!gone.length) return { kyc_image: 0 };
  const ids = gone.map((r) => r.id);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('liveness_tx').set({ image_id: null }).where('image_id', 'in', ids).execute();
    await trx.deleteFrom('kyc_image').where('id', 'in', ids).execute();
  });
  // The rows are gone first: a file left behind by a failed delete is named by nothing.
  for (const { image_ref } of gone) await kyc.discard?.(image_ref).catch(() => {});
  return { kyc_image: gone.length };
}
