import { deflateSync } from 'node:zlib';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkImage, MAX_IMAGE_BYTES, readImageInfo } from '../../../server/kyc/image-check';
import { makeJpeg, makePng, makeWebp } from './image-fixtures';
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

test('a PNG with a bad checksum, no IEND, or too few pixels is refused', () => {
  const png = makePng(400, 400);
  const bad = Buffer.from(png);
  bad[20] ^= 0xff; // inside IHDR: its CRC no longer matches
  assert.is(readImageInfo(bad), null);
  assert.is(readImageInfo(png.subarray(0, png.length - 12)), null);
  const short = makePng(400, 400, { pixels: Buffer.alloc(399 * 401) });
  assert.is(readImageInfo(short), null);
  const long = makePng(400, 400, { pixels: Buffer.alloc(401 * 401) });
  assert.is(readImageInfo(long), null);
  assert.ok(deflateSync(Buffer.alloc(1)));
});

test('a WebP cut short or with a broken frame header is refused', () => {
  const webp = makeWebp(640, 480);
  assert.is(readImageInfo(webp.subarray(0, webp.length - 4)), null);
  const broken = Buffer.from(webp);
  broken[20 + 3] = 0; // start code 9D 01 2A
  assert.is(readImageInfo(broken), null);
});

test('a file over 5 MB is refused before it is parsed', () => {
  const big = Buffer.concat([makeJpeg(640, 480), Buffer.alloc(MAX_IMAGE_BYTES)]);
  assert.is(refusal(() => checkImage(big)).key, 'imageTooLarge');
});

test('absurd dimensions (decompression bombs) are refused', () => {
  assert.is(readImageInfo(makeJpeg(60_000, 400)), null);
});

test.run();
