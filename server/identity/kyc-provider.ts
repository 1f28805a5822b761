// The identity vendor (OCR of the ID card, liveness of the face), behind one interface like the SMS
// provider. Development checks and keeps the images and reads nothing from them; production posts
// them to the lender's adapter in front of its KYC vendor.
import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config';
import { notConfigured, postJson, type Webhook } from '../http/webhook';
import { type ImageInfo, readImageInfo } from './image-check';

/** One uploaded photo. */
export interface KycImage {
  bytes: Uint8Array;
}

/** What OCR read from an ID side; every field may be missing (PRODUCT.md section 8). */
export interface OcrFields {
  fullName?: string;
  idNumber?: string;
  /** DD/MM/YYYY. */
  birthday?: string;
}

/** Reads ID cards and checks live faces; rejects when the vendor could not answer. */
export interface KycProvider {
  /** Reads one side (`1` front, `2` back) of an ID of `documentType` (dict `id_type`). */
  readId(image: KycImage, side: 1 | 2, documentType: string): Promise<{ imageRef: string; fields: OcrFields }>;
  /** Checks a face capture of the liveness transaction. */
  checkLiveness(image: KycImage, transactionId: string): Promise<{ imageRef: string; passed: boolean }>;
  /** Drops a kept file the borrower replaced; absent where the vendor keeps files under its own retention. */
  discard?(imageRef: string): Promise<void>;
}

/** Thrown for an upload that is not a JPEG, PNG or WebP photo; routes answer it with code 400. */
export class NotAnImage extends Error {}

/** Smallest side, in pixels, of a capture that can hold a face. */
export const FACE_MIN_PX = 200;

/**
 * Development only: checks that each upload is a real JPEG, PNG or WebP, keeps it under `dir`,
 * reads no OCR fields (the borrower types them), and passes liveness for any photo at least
 * 200 px on its short side. It verifies no identity: production never runs it.
 */
export function devKyc(dir: string): KycProvider {
  const keep = async (image: KycImage): Promise<{ ref: string; info: ImageInfo }> => {
    const info = readImageInfo(image.bytes);
    if (!info) throw new NotAnImage('not a JPEG, PNG or WebP image');
    const ref = `${randomBytes(12).toString('hex')}.${info.format}`;
    // Owner-only, and outside what the static server serves (only the built app): never served to anyone.
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await writeFile(join(dir, ref), image.bytes, { mode: 0o600, flag: 'wx' });
    return { ref, info };
  };
  return {
    async readId(image) {
      return { imageRef: (await keep(image)).ref, fields: {} };
    },
    async checkLiveness(image) {
      const { ref, info } = await keep(image);
      return { imageRef: ref, passed: Math.min(info.width, info.height) >= FACE_MIN_PX };
    },
    async discard(ref) {
      if (!/^[0-9a-f]{24}\.(jpeg|png|webp)$/.test(ref)) return; // only names this provider made
      await unlink(join(dir, ref)).catch((e: NodeJS.ErrnoException) => {
        if (e.code !== 'ENOENT') throw e;
      });
    },
  };
}

/**
 * Production slot: POSTs `{kind: "ocr", side, documentType, image}` or `{kind: "liveness",
 * transactionId, image}` (image as base64) to KYC_WEBHOOK_URL; the adapter answers
 * `{imageRef, fields}` or `{imageRef, passed}`.
 */
export function webhookKyc(hook: Webhook, fetchFn: typeof fetch = fetch): KycProvider {
  const image64 = (image: KycImage) => Buffer.from(image.bytes).toString('base64');
  return {
    async readId(image, side, documentType) {
      if (!readImageInfo(image.bytes)) throw new NotAnImage('not a JPEG, PNG or WebP image');
      const answer = await postJson(hook, { kind: 'ocr', side, documentType, image: image64(image) }, fetchFn);
      const f = (answer.fields ?? {}) as Record<string, unknown>;
      const text = (k: string) => (typeof f[k] === 'string' && f[k] ? { [k]: f[k] as string } : {});
      return { imageRef: String(answer.imageRef ?? ''), fields: { ...text('fullName'), ...text('idNumber'), ...text('birthday') } };
    },
    async checkLiveness(image, transactionId) {
      if (!readImageInfo(image.bytes)) throw new NotAnImage('not a JPEG, PNG or WebP image');
      const answer = await postJson(hook, { kind: 'liveness', transactionId, image: image64(image) }, fetchFn);
      return { imageRef: String(answer.imageRef ?? ''), passed: answer.passed === true };
    },
  };
}

/** The provider the configuration names: the adapter when KYC_WEBHOOK_URL is set, else development (none in production). */
export function createKyc(config: Config, opts: { fetch?: typeof fetch } = {}): KycProvider {
  if (config.webhooks.kyc) return webhookKyc(config.webhooks.kyc, opts.fetch);
  if (config.production)
    return { readId: notConfigured('KYC vendor', 'KYC_WEBHOOK_URL'), checkLiveness: notConfigured('KYC vendor', 'KYC_WEBHOOK_URL') };
  return devKyc(join(config.dataDir, 'kyc'));
}
