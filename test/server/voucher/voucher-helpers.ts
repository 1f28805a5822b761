// Shared steps of the voucher suites: a borrower with a disbursed loan who uploads proofs of payment
// as the app does (multipart, not enveloped; the answer is), and what is kept under DATA_DIR.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { upload } from '../certification/cert-helpers';
import type { TestServer } from '../harness';
import { makeJpeg } from '../identity/image-fixtures';
import { disbursedLoan } from '../repay/repay-helpers';

/** A good photo of a payment slip. */
export const SLIP = { bytes: makeJpeg(640, 960), name: 'slip.jpg', type: 'image/jpeg' };

/** A borrower with a disbursed loan and `proof(fields, file?)` posting to `/repay/voucher` as them. */
export async function borrowerWithLoan(s: TestServer) {
  const loan = await disbursedLoan(s);
  const auth = { Authentication: loan.token };
  return {
    ...loan,
    /** Posts a proof; `null` sends the form without a file. */
    proof: (fields: Record<string, string>, file: { bytes: Uint8Array; name?: string; type?: string } | null = SLIP) =>
      upload(s, '/api/user/repay/voucher', auth, fields, file ?? undefined),
  };
}

/** The files kept under DATA_DIR/vouchers (none when the folder does not exist). */
export function voucherFiles(s: TestServer): string[] {
  try {
    return readdirSync(join(s.config.dataDir, 'vouchers'));
  } catch {
    return [];
  }
}
