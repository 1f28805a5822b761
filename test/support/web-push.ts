// The subscriber's side of Web Push for tests: a subscription's keys, and the plaintext of a push
// body sent to it (RFC 8291 + RFC 8188), with node:crypto alone.
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import * as assert from 'uvu/assert';

/** A subscriber: its key pair and auth secret, and the subscription JSON the browser would give for `endpoint`. */
export function pushSubscriber() {
  const ua = createECDH('prime256v1');
  ua.generateKeys();
  const auth = randomBytes(16);
  return {
    ua,
    auth,
    json: (endpoint: string) =>
      JSON.stringify({ endpoint, keys: { p256dh: ua.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } }),
  };
}

/** RFC 8291 + RFC 8188 (one record): the plaintext of a push body for the subscriber's keys. */
export function decryptPush(body: Buffer, ua: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20];
  const asPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  const ecdhSecret = ua.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ua.getPublicKey(), asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const d = createDecipheriv('aes-128-gcm', cek, nonce);
  d.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([d.update(record.subarray(0, record.length - 16)), d.final()]);
  let end = padded.length - 1;
  while (padded[end] === 0) end--;
  assert.is(padded[end], 2, 'the last record ends with the 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}
