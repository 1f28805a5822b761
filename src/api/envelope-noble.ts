import { gcm } from '@noble/ciphers/aes.js';
import type { Aead } from './aead';

/** AES-256-GCM in plain JavaScript, for pages without Web Crypto (a chunk of its own). */
export function nobleAead(key: Uint8Array): Aead {
  return {
    seal: async (iv, plain) => gcm(key, iv).encrypt(plain),
    open: async (iv, sealed) => gcm(key, iv).decrypt(sealed),
  };
}
