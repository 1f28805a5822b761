// The KYC vendor slot: reading an ID (OCR) and checking that a live face is in front of the camera.
// The development provider reads nothing and passes any checked face-sized photo. In production a
// vendor's adapter implements this interface (createKycProvider is where it plugs in).
import type { Config } from '../config';
import type { Log } from '../log';
import type { ImageInfo } from './image-check';

/** What OCR may read off an ID side; every field optional. */
export interface OcrFields {
  fullName?: string;
  idNumber?: string;
  /** DD/MM/YYYY. */
  birthday?: string;
}

/** An accepted upload: its bytes and what the image check read. */
export interface KycImageInput {
  bytes: Uint8Array;
  info: ImageInfo;
}

/** A KYC vendor's two services. */
export interface KycProvider {
  /** Reads the fields of one side of an ID of `documentType` (dictionary `id_type`). */
  ocr(image: KycImageInput, documentType: string, side: 'front' | 'back'): Promise<OcrFields>;
  /** Judges whether the face photo of a liveness check shows a live person. */
  liveness(image: KycImageInput, transactionId: string): Promise<{ passed: boolean }>;
}

/** Development: no OCR fields; liveness passes for any photo that passed the image check (at least 320 x 320). */
export function devKycProvider(): KycProvider {
  return {
    async ocr() {
      return {};
    },
    async liveness() {
      return { passed: true };
    },
  };
}

/**
 * The provider the server runs with. This is where a vendor's adapter plugs in. Until one does, the
 * development provider runs everywhere, and in production the server says so at start: it checks
 * that photos are real images, and nothing more.
 */
export function createKycProvider(config: Pick<Config, 'production'>, log: Log): KycProvider {
  if (config.production) log.warn('KYC: the development provider is in use: no OCR and no real liveness check; plug a vendor in server/kyc/kyc-provider.ts');
  return devKycProvider();
}
