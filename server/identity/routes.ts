// `/api/user/kyc/*`: certification step one (status 20 -> 30). Uploads are multipart (not enveloped);
// answers are enveloped. Images go to the KYC provider and are never served back to anyone.
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Deps } from '../deps';
import { ok } from '../app-error';
import type { SignedInEnv } from '../http/env';
import { text } from '../http/fields';
import type { SaveKycRequest } from '../../contract/certification';
import { shaped, valid } from '../http/valid';
import { finishLivenessCheck, ocrDetail, saveKyc, sideOfType, startLiveness, uploadIdSide } from './identity-service';
import { readUpload } from './upload';

/** `POST /kyc/saveKyc`: shapes here; the ID-number format, name and age rules in identity-service. */
const saveKycInput = shaped<SaveKycRequest>()(
  v.object({ documentType: text(40), idNumber: text(40), fullName: text(100), birthday: text(10) }),
);

/** KYC routes, mounted at /api/user/kyc with `auth: 'user'`. */
export function identityRoutes({ db, clock, kyc }: Deps) {
  return new Hono<SignedInEnv>()
    .post('/invoke/ocr', async (c) => {
      const { bytes, fields } = await readUpload(c);
      const side = sideOfType(fields.type);
      return c.json(
        ok(await uploadIdSide({ db, kyc }, c.get('caller').userId, { bytes, side, documentType: fields.documentType, now: clock.now() })),
      );
    })
    .get('/ocrDetail', async (c) => c.json(ok(await ocrDetail(db, c.get('caller').userId))))
    .post('/livingStart', async (c) => c.json(ok(await startLiveness(db, c.get('caller').userId, clock.now()))))
    .post('/livingResultQuery', async (c) => {
      const { bytes, fields } = await readUpload(c);
      return c.json(
        ok(
          await finishLivenessCheck({ db, kyc }, c.get('caller').userId, { transactionId: fields.transactionId, bytes, now: clock.now() }),
        ),
      );
    })
    .post('/saveKyc', valid('body', saveKycInput), async (c) =>
      c.json(ok(await saveKyc(db, c.get('caller').userId, c.req.valid('json'), clock.now()))),
    );
}
