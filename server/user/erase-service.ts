// Erasing an account on the borrower's request (Data Privacy Act): refused while a loan is open or a
// refund is pending; otherwise, with a fresh code, the personal data and files go in one transaction
// and the loan records the law requires stay until LOAN_RECORD_RETENTION_DAYS after the erasure.
import { join } from 'node:path';
import { rm } from 'node:fs/promises';
import type { EraseAnswer } from '../../contract/user';
import { checkSignInCode } from '../auth/otp-service';
import { serializable } from '../db/serializable';
import type { Deps } from '../deps';
import { sha256Hex } from '../hash';
import { AppError } from '../app-error';
import { voucherDir } from '../voucher/voucher-files';
import { DAY_MS } from '../time';
import { erasePersonalRows, hasOpenBill, hasRefundPending, idNumberOf, ownerKeys } from './my-data-repo';
import { phoneOf } from '../auth/user-repo';

/** Throws the plain refusal when the account cannot be erased now. */
export async function checkErasable({ db }: Pick<Deps, 'db'>, userId: number): Promise<void> {
  if (await hasOpenBill(db, userId)) throw new AppError(409, 'eraseBillOpen');
  if (await hasRefundPending(db, userId)) throw new AppError(409, 'eraseRefundPending');
}

/** Checks the erase code, erases the account and answers until when its loan records are kept. */
export async function eraseAccount(deps: Deps, userId: number, code: string, src: { deviceId: string; ip: string }): Promise<EraseAnswer> {
  const { db, clock, config, kyc, log } = deps;
  const realNow = clock.realNow();
  const erasedAt = clock.now();
  const keepUntil = erasedAt + config.loanRecordRetentionDays * DAY_MS;
  const out = await serializable(db, async (trx) => {
    // Checked again inside the transaction: a loan applied for meanwhile stops the erasure.
    await checkErasable({ db: trx }, userId);
    const phone = await phoneOf(trx, userId);
    const refusal = await checkSignInCode(trx, { phone, ...src }, code, realNow, 'erase');
    if (refusal) return refusal;
    const idNumber = await idNumberOf(trx, userId);
    const keys = await ownerKeys(trx, userId);
    return erasePersonalRows(trx, keys, { erasedAt, keepUntil, idNumberHash: idNumber ? sha256Hex(idNumber) : null }, realNow);
  });
  if (out instanceof AppError) throw out;
  // The rows are gone first: a file left behind by a failed delete is named by nothing.
  for (const ref of out.kycRefs) await kyc.discard?.(ref).catch(() => {});
  for (const name of out.vouchers) await rm(join(voucherDir(config.dataDir), name), { force: true }).catch(() => {});
  for (const name of out.feedbackImages) await rm(join(config.dataDir, 'feedback', name), { force: true }).catch(() => {});
  log.info('account erased', { userId });
  return { keepUntil };
}
