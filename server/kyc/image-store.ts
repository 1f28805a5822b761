// Where identity images are kept: files under DATA_DIR/private/kyc/<userId>/, a folder the static
// server never serves (it serves only the built app's own files) and no route reads back. Files are
// written owner-only; their names are random ids, never the uploaded name.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageFormat } from './image-check';

const EXT: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

/** The folder holding every identity image. */
export function kycDir(dataDir: string): string {
  return join(dataDir, 'private', 'kyc');
}

/** Writes an image and answers its path relative to kycDir. */
export async function storeImage(dataDir: string, userId: number, id: string, format: ImageFormat, bytes: Uint8Array): Promise<string> {
  const rel = join(String(userId), `${id}.${EXT[format]}`);
  await mkdir(join(kycDir(dataDir), String(userId)), { recursive: true, mode: 0o700 });
  await writeFile(join(kycDir(dataDir), rel), bytes, { mode: 0o600, flag: 'wx' });
  return rel;
}

/** Reads a stored image back (for the KYC vendor or an operator; never for a borrower). */
export function readStoredImage(dataDir: string, rel: string): Promise<Buffer> {
  return readFile(join(kycDir(dataDir), rel));
}
