// Per-borrower upload ceiling: one borrower could upload 20 x 5 MB in 3 s, and every upload was kept.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { KYC_PHOTO_GRACE_MS, prunePhotos } from '../../../server/identity/housekeeping';
import { UPLOADS_PER_HOUR } from '../../../server/http/upload-limit';
import { HOUR_MS } from '../../../server/time';
import { borrower, type Borrower, PHONES, PHOTO, setStatus, walkTo } from '../certification/cert-helpers';
import { startTestServer, type TestServer } from '../harness';
import { makeJpeg } from './image-fixtures';

let s: TestServer;
let a: Borrower;
test.before.each(async () => {
  s = await startTestServer();
  a = await borrower(s);
  await setStatus(s, a.userId, 20);
});
test.after.each(() => s.close());

const front = (who: Borrower, bytes = PHOTO.bytes) =>
  who.upload('/kyc/invoke/ocr', { type: '1', documentType: 'UMID' }, { ...PHOTO, bytes });

test('a borrower may upload about 30 files an hour across the upload routes; the next is answered 429 with retryAfter', async () => {
  assert.is(UPLOADS_PER_HOUR, 30);
  for (let i = 0; i < UPLOADS_PER_HOUR; i++) {
    // Refused uploads count too: the cost is in receiving them.
    const out = i % 2 ? await front(a) : await a.upload('/kyc/livingResultQuery', { transactionId: 'none' }, PHOTO);
    assert.is.not(out.code, 429, `upload ${i + 1}`);
  }
  const refused = await front(a);
  assert.is(refused.code, 429);
  assert.match(refused.msg, /Too many uploads/);
  const wait = refused.data.retryAfter;
  assert.ok(wait > 3500 && wait <= 3600, `retryAfter ${wait}`);
  assert.is((await a.upload('/kyc/livingResultQuery', { transactionId: 'x' }, PHOTO)).code, 429, 'every upload route shares the limit');

  const b = await borrower(s, PHONES.b);
  await setStatus(s, b.userId, 20);
  assert.is((await front(b)).code, 200, 'another borrower is not held back');
  assert.is((await a.call('GET', '/kyc/ocrDetail')).code, 200, 'enveloped JSON calls are not uploads');

  await s.clock.advance(HOUR_MS);
  assert.is((await front(a)).code, 200, 'an hour later the borrower may upload again');
});

test('superseded identity photos are removed by the housekeeping, rows and kept files; the newest and the saved ones stay', async () => {
  const kept = () => readdirSync(join(s.config.dataDir, 'kyc')).sort();
  const first = (await front(a, makeJpeg(640, 480))).data.imageId;
  const second = (await front(a, makeJpeg(800, 600))).data.imageId;
  assert.is(kept().length, 2);
  // Just replaced: a save in flight may still point at it.
  assert.equal(await prunePhotos(s.deps, s.clock.now()), { kyc_image: 0 });
  await s.clock.advance(KYC_PHOTO_GRACE_MS + 1);
  assert.equal(await prunePhotos(s.deps, s.clock.now()), { kyc_image: 1 });
  const rows = await s.db.selectFrom('kyc_image').select(['id', 'image_ref']).execute();
  assert.equal(
    rows.map((r) => r.id),
    [second],
  );
  assert.not.ok(rows.some((r) => r.id === first));
  assert.equal(kept(), [rows[0].image_ref]);

  // Once certified, the photos the saved identity names stay even when newer ones of their kind come.
  await walkTo(s, a, 30);
  const saved = await s.db.selectFrom('kyc_record').selectAll().executeTakeFirstOrThrow();
  const newer = await s.db.selectFrom('kyc_image').selectAll().where('id', '=', saved.front_image_id).executeTakeFirstOrThrow();
  await s.db
    .insertInto('kyc_image')
    .values({ ...newer, id: 'newer-front', image_ref: 'gone.jpg', created_at: newer.created_at + 1 })
    .execute();
  await s.clock.advance(KYC_PHOTO_GRACE_MS + 1);
  await prunePhotos(s.deps, s.clock.now());
  const left = (await s.db.selectFrom('kyc_image').select('id').execute()).map((r) => r.id);
  for (const id of [saved.front_image_id, saved.back_image_id, saved.face_image_id, 'newer-front']) assert.ok(left.includes(id), id);
});

test.run();
