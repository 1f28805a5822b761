// Certification step two (30 -> 40): the borrower's personal information.
import { saveStep } from '../certification/status-repo';
import type { BaseInfoView } from '../../contract/certification';
import type { StatusMoved } from '../../contract/common';
import type { Db } from '../db/connection';
import { dictKeySets } from '../dict/repo';
import { findKycRecord } from '../identity/identity-repo';
import { BASE_INFO_DICTS, checkBaseInfo } from './personal-info-rules';
import { findBaseInfo, saveBaseInfo } from './personal-info-repo';

/**
 * The saved fields, or `{}`; the full name and birth date confirmed at KYC pre-fill the form
 * (PRODUCT.md section 8), the name always (it is not a field of this step), the birth date until saved.
 */
export async function infoView(db: Db, userId: number): Promise<BaseInfoView & { fullName?: string }> {
  const [saved, kyc] = await Promise.all([findBaseInfo(db, userId), findKycRecord(db, userId)]);
  return { ...(kyc ? { fullName: kyc.full_name, birthday: kyc.birthday } : {}), ...saved };
}

/** Checks and saves the personal information: moves the borrower to 40, or corrects it before the credit decision. */
export async function updateBaseInfo(db: Db, userId: number, body: Record<string, unknown>, now: number): Promise<StatusMoved> {
  return db.transaction().execute(async (trx) => ({
    bizStatus: await saveStep(trx, userId, 'baseInfo', async () => {
      const info = checkBaseInfo(body, await dictKeySets(trx, Object.values(BASE_INFO_DICTS)), now);
      await saveBaseInfo(trx, userId, info, now);
    }),
  }));
}
