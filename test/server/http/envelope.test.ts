import { createCipheriv, createDecipheriv } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { open, seal } from '../../../server/http/envelope';

// Vectors made here with node:crypto, independently of the server's code.
const key = Buffer.from('8f1e2d3c4b5a69788796a5b4c3d2e1f000112233445566778899aabbccddeeff', 'hex');
const iv = Buffer.from('0102030405060708090a0b0c', 'hex');
const plain = '{"phone":"09171234567","code":"1234","name":"José ñ 日本"}';

function referenceSeal(text: string): string {
  const c = createCipheriv('aes-256-gcm', key, iv);
  return Buffer.concat([iv, c.update(text, 'utf8'), c.final(), c.getAuthTag()]).toString('base64');
}

function referenceOpen(wire: string): string {
  const raw = Buffer.from(wire, 'base64');
  const d = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  d.setAuthTag(raw.subarray(raw.length - 16));
  return Buffer.concat([d.update(raw.subarray(12, raw.length - 16)), d.final()]).toString('utf8');
}

test('opens a payload sealed by an independent AES-256-GCM implementation', () => {
  assert.is(open(key, referenceSeal(plain)), plain);
});

test('seals a payload that an independent implementation opens', () => {
  assert.is(referenceOpen(seal(key, plain)), plain);
});

test('wire form is iv(12) + ciphertext + tag(16), standard base64', () => {
  const wire = seal(key, plain);
  assert.match(wire, /^[A-Za-z0-9+/]+=*$/);
  assert.is(Buffer.from(wire, 'base64').length, 12 + Buffer.byteLength(plain) + 16);
});

test('each seal uses a fresh iv', () => {
  assert.is.not(seal(key, plain), seal(key, plain));
});

test('a flipped ciphertext bit is refused', () => {
  const raw = Buffer.from(referenceSeal(plain), 'base64');
  raw[20] ^= 1;
  assert.throws(() => open(key, raw.toString('base64')));
});

test('a flipped tag bit is refused', () => {
  const raw = Buffer.from(referenceSeal(plain), 'base64');
  raw[raw.length - 1] ^= 1;
  assert.throws(() => open(key, raw.toString('base64')));
});

test('the wrong key is refused', () => {
  assert.throws(() => open(Buffer.alloc(32, 7), referenceSeal(plain)));
});

test('short or non-base64 payloads are refused', () => {
  assert.throws(() => open(key, 'AAAA'));
  assert.throws(() => open(key, 'not base64!'));
  assert.throws(() => open(key, 42 as unknown as string));
});

test.run();
