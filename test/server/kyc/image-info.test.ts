import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { imageInfo } from '../../../server/kyc/image-info';
import { jpegHeader, png, webpHeader } from './images';

test('JPEG, PNG and WebP are recognised by their bytes, with their size', () => {
  assert.equal(imageInfo(png(640, 480)), { type: 'image/png', width: 640, height: 480 });
  assert.equal(imageInfo(jpegHeader(1280, 960)), { type: 'image/jpeg', width: 1280, height: 960 });
  assert.equal(imageInfo(webpHeader(720, 1280)), { type: 'image/webp', width: 720, height: 1280 });
});

test('anything else is not an image: text, a PDF, a truncated header, an empty file', () => {
  for (const bytes of [Buffer.from('hello, this is not a photo at all'), Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'), png(10, 10).subarray(0, 20), jpegHeader(10, 10).subarray(0, 12), new Uint8Array()]) {
    assert.is(imageInfo(bytes), null);
  }
});

test.run();
