// The envelope of PRODUCT.md section 2: AES-256-GCM with the build's key; wire form
// `base64(iv[12] || ciphertext || tag[16])`. Web Crypto when the page has it; otherwise
// (plain http on a LAN address has no `crypto.subtle`) `@noble/ciphers`, loaded only then.
import type { Aead } from './aead';

const ciphers = new Map<string, Promise<Aead>>();

/** True when this page encrypts with the browser's Web Crypto; false when it needs the JavaScript fallback. */
export function usesWebCrypto(): boolean {
  return Boolean(globalThis.crypto?.subtle);
}

function aeadFor(keyHex: string): Promise<Aead> {
  let p = ciphers.get(keyHex);
  if (!p) {
    const key = fromHex(keyHex);
    p = usesWebCrypto() ? webAead(key) : import('./envelope-noble').then((m) => m.nobleAead(key));
    ciphers.set(keyHex, p);
    p.catch(() => ciphers.delete(keyHex));
  }
  return p;
}

async function webAead(raw: Uint8Array): Promise<Aead> {
  const key = await crypto.subtle.importKey('raw', raw as BufferSource, 'AES-GCM', false, ['encrypt', 'decrypt']);
  return {
    seal: async (iv, plain) =>
      new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv: iv as BufferSource }, key, plain as BufferSource)),
    open: async (iv, sealed) =>
      new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: iv as BufferSource }, key, sealed as BufferSource)),
  };
}

/** Encrypts a JSON value into the wire form. */
export async function seal(value: unknown, keyHex: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await (await aeadFor(keyHex)).seal(iv, new TextEncoder().encode(JSON.stringify(value)));
  const wire = new Uint8Array(12 + sealed.length);
  wire.set(iv);
  wire.set(sealed, 12);
  return toBase64(wire);
}

/** Decrypts the wire form back into a JSON value; rejects when it was tampered with. */
export async function open<T = unknown>(payload: string, keyHex: string): Promise<T> {
  const wire = fromBase64(payload);
  if (wire.length < 28) throw new Error('envelope too short');
  const plain = await (await aeadFor(keyHex)).open(wire.subarray(0, 12), wire.subarray(12));
  return JSON.parse(new TextDecoder().decode(plain)) as T;
}

function fromHex(hex: string): Uint8Array {
  return new Uint8Array(hex.match(/../g)!.map((h) => parseInt(h, 16)));
}

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

function fromBase64(b64: string): Uint8Array {
  const s = atob(b64);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}
