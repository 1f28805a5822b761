import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readConfig } from '../../../server/config';
import { createKyc, devKyc, NotAnImage, webhookKyc } from '../../../server/identity/kyc-provider';
import { makePng as png } from './image-fixtures';
import { PRODUCTION_ENV } from '../production-env';

const PROD = PRODUCTION_ENV;

test('development keeps a real image, reads no OCR fields, and passes liveness only for a face-sized photo', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'kyc-'));
  try {
    const kyc = devKyc(join(dir, 'kyc'));
    const front = await kyc.readId({ bytes: png(640, 400) }, 1, 'umid');
    assert.equal(front.fields, {});
    assert.ok(existsSync(join(dir, 'kyc', front.imageRef)), 'the image is kept');
    assert.equal(readFileSync(join(dir, 'kyc', front.imageRef)), Buffer.from(png(640, 400)));
    assert.is((await kyc.checkLiveness({ bytes: png(480, 640) }, 't1')).passed, true);
    assert.is((await kyc.checkLiveness({ bytes: png(64, 64) }, 't1')).passed, false, 'a thumbnail holds no face');
    try {
      await kyc.readId({ bytes: Buffer.from('not an image') }, 2, 'umid');
      assert.unreachable('text is not an ID photo');
    } catch (e) {
      assert.instance(e, NotAnImage);
    }
    assert.is(readdirSync(join(dir, 'kyc')).length, 3, 'the refused upload is not kept');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the production slot posts the image to the adapter and keeps only the known OCR fields', async () => {
  const bodies: any[] = [];
  const fakeFetch = (async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)));
    return Response.json({ imageRef: 'v-1', fields: { fullName: 'Maria Dela Cruz', idNumber: 7, extra: 'x' }, passed: true });
  }) as unknown as typeof fetch;
  const kyc = webhookKyc({ url: 'https://kyc.example/hook', token: 't' }, fakeFetch);
  assert.equal(await kyc.readId({ bytes: png(300, 200) }, 1, 'umid'), { imageRef: 'v-1', fields: { fullName: 'Maria Dela Cruz' } });
  assert.equal(bodies[0].kind, 'ocr');
  assert.equal([bodies[0].side, bodies[0].documentType], [1, 'umid']);
  assert.equal(Buffer.from(bodies[0].image, 'base64'), Buffer.from(png(300, 200)));
  assert.equal(await kyc.checkLiveness({ bytes: png(300, 300) }, 'tx'), { imageRef: 'v-1', passed: true });
});

test('production without KYC_WEBHOOK_URL gets no development provider: every call is refused', async () => {
  const kyc = createKyc(readConfig(PROD, { staticDir: '/' }));
  try {
    await kyc.checkLiveness({ bytes: png(300, 300) }, 'tx');
    assert.unreachable('must refuse');
  } catch (e) {
    assert.match((e as Error).message, 'KYC_WEBHOOK_URL');
  }
});

test.run();
