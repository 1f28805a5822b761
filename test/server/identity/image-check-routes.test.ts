// Every upload goes through one image check (server/identity/image-check.ts): identity sides and face,
// feedback images and payment vouchers refuse alike a PNG that is small on the wire but huge once
// opened, in the borrower's language, and keep nothing of it.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Answer } from '../../support/certify';
import { setStatus, upload } from '../certification/cert-helpers';
import { clientOpen, startTestServer } from '../harness';
import { disbursedLoan } from '../repay/repay-helpers';
import { pngWith, zeroZlib } from './image-fixtures';

// 4800 x 4800 RGB: 67 KB sent, 69 MB of pixels opened.
const HEAVY = { bytes: pngWith(4800, 4800, zeroZlib(1 + 4800 * 3, 4800), 2), name: 'photo.png', type: 'image/png' };
const FIL = 'Masyadong detalyado ang larawang ito para mabuksan namin. Kumuha ng bagong larawan o magpadala ng mas maliit na kopya';

test('identity, feedback and voucher uploads refuse a photo too heavy to open, in Filipino, and keep nothing', async () => {
  const s = await startTestServer();
  try {
    const b = await disbursedLoan(s);
    const headers = { Authentication: b.token, 'Device-Id': 'heavy-device', 'Accept-Language': 'fil' };
    const send = (path: string, fields: Record<string, string>) => upload(s, `/api/user${path}`, headers, fields, HEAVY);
    const feedback = async (): Promise<Answer> => {
      const form = new FormData();
      form.set('type', 'COMPLAINT');
      form.set('content', 'The photo of my slip');
      form.append('files', new Blob([HEAVY.bytes as Uint8Array<ArrayBuffer>], { type: HEAVY.type }), HEAVY.name);
      const res = await s.app.request('/api/user/report/webPageFb', { method: 'POST', body: form, headers: { EFLAG: '1', ...headers } });
      return clientOpen((await res.json()).payload);
    };
    const voucher = await send('/repay/voucher', { repayId: b.repayId });
    await setStatus(s, b.userId, 20);
    const ocr = await send('/kyc/invoke/ocr', { type: '1', documentType: 'UMID' });
    const { transactionId } = (await s.call('POST', '/api/user/kyc/livingStart', {}, headers)).data;
    const face = await send('/kyc/livingResultQuery', { transactionId });
    for (const [name, out] of Object.entries({ voucher, ocr, face, feedback: await feedback() })) {
      assert.is(out.code, 400, name);
      assert.is(out.msg, FIL, name);
    }
    for (const folder of ['kyc', 'vouchers', 'feedback']) {
      let files: string[] = [];
      try {
        files = readdirSync(join(s.config.dataDir, folder), { recursive: true }).map(String);
      } catch {}
      assert.equal(files, [], folder);
    }
  } finally {
    await s.close();
  }
});

test.run();
