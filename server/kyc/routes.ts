// `/api/user/kyc/*`: certification step one (status 20 -> 30). Uploads are multipart (not enveloped);
// answers are enveloped. Images are stored and never served back.
import { Hono } from 'hono';
import type { Deps } from '../deps';
import { ok } from '../http/app-error';
import type { AppEnv } from '../http/env';
import type { KycProvider } from './kyc-provider';
import { finishLivenessCheck, ocrDetail, saveKyc, sideOfType, startLiveness, uploadIdSide } from './kyc-service';
import { readUpload } from './upload';

/** KYC routes, mounted at /api/user/kyc; every one needs a signed-in caller. */
export function kycRoutes(deps: Deps & { kyc: KycProvider }) {
  const { db, clock } = deps;
  const kycDeps = { db, kyc: deps.kyc, dataDir: deps.config.dataDir };
  return new Hono<AppEnv>()
    .post('/invoke/ocr', async (c) => {
      const { bytes, fields } = await readUpload(c);
      const side = sideOfType(fields.type);
      return c.json(ok(await uploadIdSide(kycDeps, c.get('caller')!.userId, { bytes, side, documentType: fields.documentType, now: clock.now() })));
    })
    .get('/ocrDetail', async (c) => c.json(ok(await ocrDetail(db, c.get('caller')!.userId))))
    .post('/livingStart', async (c) => c.json(ok(await startLiveness(db, c.get('caller')!.userId, clock.now()))))
    .post('/livingResultQuery', async (c) => {
      const { bytes, fields } = await readUpload(c);
      return c.json(ok(await finishLivenessCheck(kycDeps, c.get('caller')!.userId, { transactionId: fields.transactionId, bytes, now: clock.now() })));
    })
    .post('/saveKyc', async (c) => c.json(ok(await saveKyc(db, c.get('caller')!.userId, c.get('body'), clock.now()))));
}
