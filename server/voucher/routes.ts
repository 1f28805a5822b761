// `POST /api/user/repay/voucher`: a proof of payment, multipart (not enveloped); the answer is enveloped.
import { Hono } from 'hono';
import type { VoucherAnswer } from '../../contract/repay';
import type { Deps } from '../deps';
import { ok } from '../app-error';
import type { SignedInEnv } from '../http/env';
import { readUpload } from '../identity/upload';
import { submitVoucher } from './voucher-service';

/** Voucher routes, mounted at /api/user/repay/voucher with `auth: 'user'`. */
export function voucherRoutes({ db, config, clock }: Deps) {
  return new Hono<SignedInEnv>().post('/', async (c) => {
    const { bytes, fields } = await readUpload(c);
    const reference = fields.reference?.trim() || undefined;
    const answer = await submitVoucher({ db, dataDir: config.dataDir }, c.get('caller').userId, {
      bytes,
      repayId: fields.repayId?.trim() ?? '',
      reference,
      now: clock.now(),
    });
    return c.json(ok<VoucherAnswer>(answer));
  });
}
