/** An AES-256-GCM cipher under one key: the browser's Web Crypto, or `@noble/ciphers` where it is missing (envelope.ts). */
export interface Aead {
  /** `plain` sealed under `iv`: the ciphertext followed by its 16-byte tag. */
  seal(iv: Uint8Array, plain: Uint8Array): Promise<Uint8Array>;
  /** The plain bytes of `sealed`; rejects when the tag does not match. */
  open(iv: Uint8Array, sealed: Uint8Array): Promise<Uint8Array>;
}
