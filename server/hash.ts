// The one SHA-256 helper: tokens, task ids, codes and partner secrets are kept or compared as digests.
import { createHash } from 'node:crypto';

/** SHA-256 of UTF-8 text, as 64 lowercase hex characters. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
