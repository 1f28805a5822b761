import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { open, seal } from '../../../src/api/envelope';
import { nobleAead } from '../../../src/api/envelope-noble';

// An independent implementation of PRODUCT.md section 2 with node:crypto, to check ours against.
const KEY = 'a1'.repeat(32);
function nodeSeal(value: unknown, keyHex = KEY): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', Buffer.from(keyHex, 'hex'), iv);
  const body = Buffer.concat([c.update(JSON.stringify(value)), c.final()]);
  return Buffer.concat([iv, body, c.getAuthTag()]).toString('base64');
}
function nodeOpen(payload: string, keyHex = KEY): unknown {
  const wire = Buffer.from(payload, 'base64');
  const d = createDecipheriv('aes-256-gcm', Buffer.from(keyHex, 'hex'), wire.subarray(0, 12));
  d.setAuthTag(wire.subarray(wire.length - 16));
  return JSON.parse(Buffer.concat([d.update(wire.subarray(12, wire.length - 16)), d.final()]).toString());
}

const sample = { code: 200, data: { phone: '0917123456', amount: 6000000, name: 'Maria Dela Cruz ñ ✓' }, msg: '' };

test('what the app seals, node:crypto opens', async () => {
  assert.equal(nodeOpen(await seal(sample, KEY)), sample);
});

test('what node:crypto seals, the app opens', async () => {
  assert.equal(await open(nodeSeal(sample), KEY), sample);
});

test('wire form is base64(iv 12 || ciphertext || tag 16) with a fresh iv each time', async () => {
  const a = Buffer.from(await seal({ x: 1 }, KEY), 'base64');
  const b = Buffer.from(await seal({ x: 1 }, KEY), 'base64');
  assert.is(a.length, 12 + JSON.stringify({ x: 1 }).length + 16);
  assert.not.equal(a.subarray(0, 12), b.subarray(0, 12));
});

test('a tampered payload is refused', async () => {
  const wire = Buffer.from(nodeSeal(sample), 'base64');
  wire[20] ^= 1;
  await open(wire.toString('base64'), KEY).then(
    () => assert.unreachable('opened'),
    () => {},
  );
});

test('another key cannot open it', async () => {
  await open(nodeSeal(sample), 'b2'.repeat(32)).then(
    () => assert.unreachable('opened'),
    () => {},
  );
});

test('the @noble/ciphers fallback speaks the same wire form', async () => {
  const aead = nobleAead(Buffer.from(KEY, 'hex'));
  const wire = Buffer.from(nodeSeal(sample), 'base64');
  const plain = await aead.open(wire.subarray(0, 12), wire.subarray(12));
  assert.equal(JSON.parse(Buffer.from(plain).toString()), sample);
  const iv = randomBytes(12);
  const sealed = await aead.seal(iv, Buffer.from(JSON.stringify(sample)));
  assert.equal(nodeOpen(Buffer.concat([iv, sealed]).toString('base64')), sample);
});

test.run();
