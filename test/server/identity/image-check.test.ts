import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { UPLOAD_MAX_BYTES } from '../../../contract/upload';
import { checkImage, readImageInfo } from '../../../server/identity/image-check';
import { blackRgbaPng, frameOnlyJpeg, makeJpeg, makePng, makeWebp, pngWith, zeroZlib } from './image-fixtures';
import { refusal } from '../refusal';

test('JPEG, PNG and WebP sizes are read from their headers', () => {
  assert.equal(readImageInfo(makeJpeg(640, 480)), { format: 'jpeg', width: 640, height: 480 });
  assert.equal(readImageInfo(makePng(321, 900)), { format: 'png', width: 321, height: 900 });
  assert.equal(readImageInfo(makeWebp(1280, 720)), { format: 'webp', width: 1280, height: 720 });
  assert.equal(readImageInfo(makeWebp(500, 400, 'lossless')), { format: 'webp', width: 500, height: 400 });
  assert.equal(readImageInfo(makeWebp(800, 600, 'extended')), { format: 'webp', width: 800, height: 600 });
});

test('a photo of at least 320 x 320 is accepted, a smaller one refused naming the file field', () => {
  assert.equal(checkImage(makeJpeg(320, 320)), { format: 'jpeg', width: 320, height: 320 });
  for (const small of [makeJpeg(319, 1000), makePng(1000, 319), makeWebp(200, 200)]) {
    const e = refusal(() => checkImage(small));
    assert.is(e.key, 'imageTooSmall');
    assert.equal(e.data, { field: 'file' });
  }
});

test('a text file is refused whatever its name', () => {
  const text = Buffer.from('this is not a photo, just text saved as id-front.jpg\n');
  assert.is(readImageInfo(text), null);
  assert.is(refusal(() => checkImage(text)).key, 'imageUnreadable');
});

test('a truncated JPEG is refused: cut before EOI, cut inside a segment, cut in the scan', () => {
  const full = makeJpeg(640, 480);
  assert.ok(readImageInfo(full));
  for (const cut of [full.length - 2, full.length - 1, 30, 150, full.length - 40]) {
    assert.is(readImageInfo(full.subarray(0, cut)), null, `cut at ${cut}`);
  }
  assert.is(refusal(() => checkImage(full.subarray(0, full.length - 2))).key, 'imageUnreadable');
});

test('a JPEG without a frame or without a scan is refused', () => {
  const full = makeJpeg(640, 480);
  const sof = full.indexOf(Buffer.from([0xff, 0xc0]));
  const noFrame = Buffer.concat([full.subarray(0, sof), full.subarray(sof + 2 + full.readUInt16BE(sof + 2))]);
  assert.is(readImageInfo(noFrame), null);
  assert.is(readImageInfo(Buffer.from([0xff, 0xd8, 0xff, 0xd9])), null);
});

test('a PNG with a bad checksum or no IEND is refused', () => {
  const png = makePng(400, 400);
  const bad = Buffer.from(png);
  bad[20] ^= 0xff; // inside IHDR: its CRC no longer matches
  assert.is(readImageInfo(bad), null);
  assert.is(readImageInfo(png.subarray(0, png.length - 12)), null);
});

// The outside probe: a 97 KB PNG declaring 5000 x 5000 was inflated in full, about 0.8 s of CPU each.
test('a 97 KB PNG declaring 5000 x 5000 is refused from its header, its pixel data never inflated', () => {
  const png = blackRgbaPng(5000, 5000);
  assert.ok(png.length < 100 * 1024, `${png.length} bytes`);
  const started = performance.now();
  const e = refusal(() => checkImage(png));
  const ms = performance.now() - started;
  assert.is(e.key, 'imageTooManyPixels');
  assert.equal(e.params, { mp: 24 });
  assert.equal(e.data, { field: 'file' });
  assert.ok(ms < 100, `took ${ms.toFixed(0)} ms`);
});

// The second outside probe: within 24 megapixels, these PNGs opened to 69 MB and 128 MB of pixels.
test('an image that opens to more than 48 MB of pixels is refused from its header: bit depth and channels counted', () => {
  const heavy = [
    pngWith(4800, 4800, zeroZlib(1 + 4800 * 3, 4800), 2), // RGB: 69 MB
    pngWith(4000, 4000, zeroZlib(1 + 4000 * 8, 4000), 6, 16), // 16-bit RGBA: 128 MB
    frameOnlyJpeg(4000, 6000, 200_000), // three components: 72 MB
    makeWebp(6000, 4000, 'lossless'), // decoded as RGBA: 96 MB
    blackRgbaPng(4800, 5000),
  ];
  assert.ok(heavy[0].length < 70 * 1024 && heavy[1].length < 130 * 1024, 'tens of kilobytes on the wire');
  for (const [i, bytes] of heavy.entries()) {
    assert.is(readImageInfo(bytes), null, `image ${i}`);
    const e = refusal(() => checkImage(bytes));
    assert.is(e.key, 'imageTooDetailed', `image ${i}`);
    assert.equal(e.data, { field: 'file' });
  }
  // What phones send stays accepted: 12 megapixels of JPEG colour, 16 of lossy WebP, a 1080 x 2400 RGBA screenshot.
  assert.ok(readImageInfo(frameOnlyJpeg(4000, 3000, 200_000)));
  assert.ok(readImageInfo(makeWebp(4000, 4000)));
  assert.ok(readImageInfo(blackRgbaPng(1080, 2400)));
  assert.ok(readImageInfo(makePng(4000, 6000)), 'grey, one byte a pixel: 24 MB');
});

test('PNG pixel data that inflates past what its header holds is refused: the rows are counted, not trusted', () => {
  // 1000 x 1000 RGB holds 1000 rows of 3001 bytes; the probe's data inflated to 50 MB.
  const bomb = pngWith(1000, 1000, zeroZlib(1 + 1000 * 3, 16_700), 2);
  assert.ok(bomb.length < 60 * 1024, `${bomb.length} bytes`);
  assert.is(readImageInfo(bomb), null);
  assert.is(refusal(() => checkImage(bomb)).key, 'imageUnreadable');
  assert.ok(readImageInfo(pngWith(1000, 1000, zeroZlib(3001, 1000), 2)), 'exactly the rows it promises');
  assert.is(readImageInfo(pngWith(1000, 1000, deflateSync(Buffer.alloc(3001 * 1000 + 1)), 2)), null, 'one byte more');
  assert.is(readImageInfo(pngWith(1000, 1000, deflateSync(Buffer.alloc(3001 * 999)), 2)), null, 'a row short');
  const lastRowFilter = Buffer.alloc(3001 * 1000);
  lastRowFilter[3001 * 999] = 7;
  assert.is(readImageInfo(pngWith(1000, 1000, deflateSync(lastRowFilter), 2)), null, 'a row filter that does not exist, however far in');
});

test("a PNG whose data is too small to hold its pixels, even at deflate's limit, is refused", () => {
  // 4000 x 3000 RGB is 36 MB of rows: deflate packs at most 1,032 bytes into one, so the data needs 34 KB.
  const oneRow = pngWith(4000, 3000, deflateSync(Buffer.alloc(1 + 4000 * 3)), 2);
  assert.is(readImageInfo(oneRow), null);
  assert.is(refusal(() => checkImage(oneRow)).key, 'imageUnreadable');
  const almost = pngWith(400, 400, deflateSync(Buffer.alloc(10)), 0);
  assert.is(readImageInfo(almost), null);
});

test('a PNG whose data does not start as PNG rows is refused', () => {
  assert.is(readImageInfo(pngWith(400, 400, deflateSync(Buffer.alloc(400 * 401, 9)), 0)), null, 'row filter 9 does not exist');
  assert.is(readImageInfo(pngWith(400, 400, randomBytes(4000), 0)), null, 'not a zlib stream');
  assert.ok(readImageInfo(pngWith(400, 400, zeroZlib(401, 400), 0)));
});

// The outside probe: a 42-byte JPEG with a 12000 x 12000 frame header and no image data passed as a photo.
test('a 42-byte JPEG whose frame says 12000 x 12000 is refused: more pixels than a photo has', () => {
  const bomb = frameOnlyJpeg(12_000, 12_000, 5);
  assert.is(bomb.length, 42);
  assert.is(readImageInfo(bomb), null);
  assert.is(refusal(() => checkImage(bomb)).key, 'imageTooManyPixels');
});

test('a JPEG within 24 megapixels whose scan is too short to hold a bit for each 8 x 8 block is refused', () => {
  // 4000 x 3000 in three components: 562,500 blocks, so at least 70,313 bytes of scan.
  const thin = frameOnlyJpeg(4000, 3000, 70_000);
  assert.is(readImageInfo(thin), null);
  assert.is(refusal(() => checkImage(thin)).key, 'imageUnreadable');
});

test('a lossy WebP whose first partition is too small for its macroblocks is refused; a lossless one over 24 megapixels too', () => {
  assert.ok(readImageInfo(makeWebp(4000, 4000)));
  const thin = makeWebp(4000, 4000, 'lossy', { firstPartition: 100 });
  assert.is(readImageInfo(thin), null);
  assert.is(refusal(() => checkImage(thin)).key, 'imageUnreadable');
  assert.is(refusal(() => checkImage(makeWebp(12_000, 2100, 'lossless'))).key, 'imageTooManyPixels');
});

test('a WebP cut short or with a broken frame header is refused', () => {
  const webp = makeWebp(640, 480);
  assert.is(readImageInfo(webp.subarray(0, webp.length - 4)), null);
  const broken = Buffer.from(webp);
  broken[20 + 3] = 0; // start code 9D 01 2A
  assert.is(readImageInfo(broken), null);
});

test('a file over 5 MB is refused before it is parsed', () => {
  const big = Buffer.concat([makeJpeg(640, 480), Buffer.alloc(UPLOAD_MAX_BYTES)]);
  assert.is(refusal(() => checkImage(big)).key, 'imageTooLarge');
});

test('absurd dimensions (decompression bombs) are refused', () => {
  assert.is(readImageInfo(makeJpeg(60_000, 400)), null);
});

test.run();
