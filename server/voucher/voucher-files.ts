// Where proofs of payment are kept: files under DATA_DIR/vouchers, owner-only and outside what the
// static server serves (only the built app), so a photo is never served back to anyone.
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageFormat } from '../identity/image-check';

/** The folder of the proofs under a data dir. */
export function voucherDir(dataDir: string): string {
  return join(dataDir, 'vouchers');
}

/** Writes one photo under a new random name; answers the name. */
export async function keepVoucherFile(dataDir: string, bytes: Uint8Array, format: ImageFormat): Promise<string> {
  const dir = voucherDir(dataDir);
  const name = `${randomBytes(12).toString('hex')}.${format}`;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await writeFile(join(dir, name), bytes, { mode: 0o600, flag: 'wx' });
  return name;
}

/** Removes a photo whose row was never written (a refused upload). */
export async function dropVoucherFile(dataDir: string, name: string): Promise<void> {
  await rm(join(voucherDir(dataDir), name), { force: true });
}
