// Identity photos a borrower replaced (a retaken ID side, another liveness try) are not kept: the
// hourly housekeeping removes their rows and asks the provider to drop the file. The newest photo of
// each kind, the ones the saved identity names and the face of the latest liveness check stay.
import type { Db } from '../db/connection';
import { inSlices, type Pass, wholePass } from '../db/slices';
import { HOUR_MS } from '../time';
import type { KycProvider } from './kyc-provider';

/** A photo goes only once its replacement is this old: a save in flight may still point at it. */
export const KYC_PHOTO_GRACE_MS = HOUR_MS;
// Borrowers looked at per slice (by id range, through the index of their photos).
const SLICE = 500;

/** Removes photos replaced more than the grace period before `now` (business time), in slices within `pass`; answers how many rows went. */
export async function prunePhotos(
  { db, kyc }: { db: Db; kyc: Pick<KycProvider, 'discard'> },
  now: number,
  pass: Pass = wholePass(),
): Promise<Record<string, number>> {
  const top = await db
    .selectFrom('kyc_image')
    .select((eb) => eb.fn.max('user_id').as('top'))
    .executeTakeFirst();
  let removed = 0;
  let after = 0;
  await inSlices(pass, async () => {
    const upTo = after + SLICE;
    // Only a borrower with two photos of one kind can have one replaced: few, usually none.
    const twice = await db
      .selectFrom('kyc_image')
      .select('user_id')
      .where('user_id', '>', after)
      .where('user_id', '<=', upTo)
      .groupBy(['user_id', 'kind'])
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    if (twice.length) removed += await pruneUsers({ db, kyc }, now, [...new Set(twice.map((r) => r.user_id))]);
    after = upTo;
    return after < Number(top?.top ?? 0);
  });
  return { kyc_image: removed };
}

/** Removes the replaced photos of the borrowers `users`; answers how many. */
async function pruneUsers({ db, kyc }: { db: Db; kyc: Pick<KycProvider, 'discard'> }, now: number, users: number[]): Promise<number> {
  const cut = now - KYC_PHOTO_GRACE_MS;
  // Every table is asked about these borrowers only, so each lookup goes through its index.
  const gone = await db
    .selectFrom('kyc_image as k')
    // A borrower has one saved identity at most, naming the three photos it was confirmed with.
    .leftJoin('kyc_record as r', 'r.user_id', 'k.user_id')
    .select(['k.id', 'k.image_ref'])
    .where('k.user_id', 'in', users)
    // A newer photo of the same kind, itself older than the grace period...
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('kyc_image as n')
          .select('n.id')
          .where('n.user_id', 'in', users)
          .where((eb) => eb.and({ 'n.user_id': eb.ref('k.user_id'), 'n.kind': eb.ref('k.kind') }))
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
    .where((eb) =>
      eb.or([
        eb('r.user_id', 'is', null),
        eb('k.id', 'not in', [eb.ref('r.front_image_id'), eb.ref('r.back_image_id'), eb.ref('r.face_image_id')]),
      ]),
    )
    // ...nor the face of the borrower's latest liveness check (the one a save reads).
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('liveness_tx as l')
            .select('l.id')
            .where('l.user_id', 'in', users)
            .whereRef('l.user_id', '=', 'k.user_id')
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
    .execute();
  if (!gone.length) return 0;
  const ids = gone.map((r) => r.id);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('liveness_tx').set({ image_id: null }).where('image_id', 'in', ids).execute();
    await trx.deleteFrom('kyc_image').where('id', 'in', ids).execute();
  });
  // The rows are gone first: a file left behind by a failed delete is named by nothing.
  for (const { image_ref } of gone) await kyc.discard?.(image_ref).catch(() => {});
  return gone.length;
}
