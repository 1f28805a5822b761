// The envelope of PRODUCT.md section 2: AES-256-GCM, wire form base64(iv[12] || ciphertext || tag[16]).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV = 12,
  TAG = 16;

/** Encrypts UTF-8 text into the wire form with a fresh random IV. */
export function seal(key: Buffer, text: string): string {
  const iv = randomBytes(IV);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

/** Decrypts the wire form back to UTF-8 text; throws when it is malformed or was tampered with. */
export function open(key: Buffer, wire: string): string {
  if (typeof wire !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(wire)) throw new Error('payload is not base64');
  const raw = Buffer.from(wire, 'base64');
  if (raw.length < IV + TAG) throw new Error('payload too short');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV));
  decipher.setAuthTag(raw.subarray(raw.length - TAG));
  return Buffer.concat([decipher.update(raw.subarray(IV, raw.length - TAG)), decipher.final()]).toString('utf8');
}
