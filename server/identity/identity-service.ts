// Certification step one (20 -> 30): both sides of an ID, a liveness check with a face photo, then
// the borrower's confirmed name, ID number and birth date. Uploads are checked as real images
// before anything is sent to the KYC vendor (which keeps the files; development: under DATA_DIR).
import { createHash, randomBytes } from 'node:crypto';
import { birthday, personName } from '../certification/fields';
import { completeStep, requireStep } from '../certification/status-repo';
import type { LivenessAnswer, LivenessStarted, OcrAnswer, OcrDetail } from '../../contract/certification';
import type { StatusMoved } from '../../contract/common';
import type { Db } from '../db/connection';
import type { KycImageTable } from '../db/schema';
import { AppError } from '../app-error';
import { MINUTE_MS } from '../time';
import { checkDocumentType, checkIdNumber } from './id-number';
import { checkImage, type ImageInfo } from './image-check';
import { type KycProvider, NotAnImage, type OcrFields } from './kyc-provider';
import {
  documentTaken,
  findKycRecord,
  findLiveness,
  finishLiveness,
  insertImage,
  insertLiveness,
  latestImage,
  latestLiveness,
  saveKycRecord,
} from './identity-repo';

/** How long a liveness check stays open after livingStart. */
export const LIVENESS_TTL_MS = 10 * MINUTE_MS;

/** What the KYC services stand on. */
export interface KycDeps {
  db: Db;
  /** The vendor: reads IDs, judges liveness, keeps the files. */
  kyc: KycProvider;
}

const newId = () => randomBytes(16).toString('base64url');

/** `type` of an OCR upload: `1` the ID's front, `2` its back. */
export function sideOfType(raw: unknown): 'front' | 'back' {
  if (raw === '1' || raw === 1) return 'front';
  if (raw === '2' || raw === 2) return 'back';
  throw new AppError(400, 'invalidField', { field: 'type' }, { field: 'type' });
}

// Records an accepted photo: what the check read, its hash, and the vendor's reference to the kept file.
async function record(
  d: KycDeps,
  userId: number,
  row: {
    kind: KycImageTable['kind'];
    documentType: string | null;
    info: ImageInfo;
    bytes: Uint8Array;
    imageRef: string;
    ocr: OcrFields | null;
    now: number;
  },
) {
  const id = newId();
  await insertImage(d.db, {
    id,
    user_id: userId,
    kind: row.kind,
    document_type: row.documentType,
    format: row.info.format,
    width: row.info.width,
    height: row.info.height,
    bytes: row.bytes.byteLength,
    sha256: createHash('sha256').update(row.bytes).digest('hex'),
    image_ref: row.imageRef,
    ocr_fields: row.ocr ? JSON.stringify(row.ocr) : null,
    created_at: row.now,
  });
  return id;
}

// The provider re-checks images; one it refuses is answered like any unreadable upload.
async function vendor<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    if (e instanceof NotAnImage) throw new AppError(400, 'imageUnreadable', undefined, { field: 'file' });
    throw e;
  }
}

// Only the three known fields, as trimmed strings, whatever a vendor answers.
function cleanFields(raw: OcrFields): OcrFields {
  const out: OcrFields = {};
  for (const k of ['fullName', 'idNumber', 'birthday'] as const)
    if (typeof raw[k] === 'string' && raw[k]!.trim()) out[k] = raw[k]!.trim().slice(0, 100);
  return out;
}

/** Stores one side of the borrower's ID and answers what the vendor read off it. */
export async function uploadIdSide(
  d: KycDeps,
  userId: number,
  req: { bytes: Uint8Array; side: 'front' | 'back'; documentType: unknown; now: number },
): Promise<OcrAnswer> {
  await requireStep(d.db, userId, 'kyc');
  const documentType = checkDocumentType(req.documentType);
  const info = checkImage(req.bytes);
  const read = await vendor(() => d.kyc.readId({ bytes: req.bytes }, req.side === 'front' ? 1 : 2, documentType));
  const fields = cleanFields(read.fields);
  const imageId = await record(d, userId, {
    kind: req.side,
    documentType,
    info,
    bytes: req.bytes,
    imageRef: read.imageRef,
    ocr: fields,
    now: req.now,
  });
  return { imageId, fields };
}

/** What the borrower has done in step one: document type, which photos are in, and the fields known. */
export async function ocrDetail(db: Db, userId: number): Promise<OcrDetail> {
  const [front, back, live, saved] = await Promise.all([
    latestImage(db, userId, 'front'),
    latestImage(db, userId, 'back'),
    latestLiveness(db, userId),
    findKycRecord(db, userId),
  ]);
  const read = (img: typeof front): OcrFields => (img?.ocr_fields ? JSON.parse(img.ocr_fields) : {});
  const fields: OcrFields = saved
    ? { fullName: saved.full_name, idNumber: saved.id_number, birthday: saved.birthday }
    : { ...read(back), ...read(front) };
  return {
    // '' until a side is uploaded: the contract's DictKey, empty meaning none chosen yet.
    documentType: saved?.document_type ?? front?.document_type ?? back?.document_type ?? '',
    front: !!front,
    back: !!back,
    face: live?.passed === 1,
    fields,
  };
}

/** Opens a liveness check for the borrower. */
export async function startLiveness(db: Db, userId: number, now: number): Promise<LivenessStarted> {
  await requireStep(db, userId, 'kyc');
  const transactionId = newId();
  await insertLiveness(db, { id: transactionId, user_id: userId, created_at: now, expires_at: now + LIVENESS_TTL_MS });
  return { transactionId };
}

/** Finishes the borrower's open liveness check with a face photo; answers the vendor's verdict. */
export async function finishLivenessCheck(
  d: KycDeps,
  userId: number,
  req: { transactionId: unknown; bytes: Uint8Array; now: number },
): Promise<LivenessAnswer> {
  await requireStep(d.db, userId, 'kyc');
  const tx = typeof req.transactionId === 'string' ? await findLiveness(d.db, userId, req.transactionId) : undefined;
  if (!tx || tx.finished_at !== null || tx.expires_at <= req.now)
    throw new AppError(400, 'livenessExpired', undefined, { field: 'transactionId' });
  const info = checkImage(req.bytes);
  const { imageRef, passed } = await vendor(() => d.kyc.checkLiveness({ bytes: req.bytes }, tx.id));
  const imageId = await record(d, userId, { kind: 'face', documentType: null, info, bytes: req.bytes, imageRef, ocr: null, now: req.now });
  if (!(await finishLiveness(d.db, userId, tx.id, imageId, passed, req.now)))
    throw new AppError(400, 'livenessExpired', undefined, { field: 'transactionId' });
  return { passed };
}

/** Saves the confirmed identity (needs both sides of that ID and a passed liveness) and moves to 30. */
export async function saveKyc(db: Db, userId: number, body: Record<string, unknown>, now: number): Promise<StatusMoved> {
  return db.transaction().execute(async (trx) => {
    await requireStep(trx, userId, 'kyc');
    const documentType = checkDocumentType(body.documentType);
    const idNumber = checkIdNumber(documentType, body.idNumber);
    const fullName = personName(body, 'fullName');
    const born = birthday(body, 'birthday', now);
    const front = await latestImage(trx, userId, 'front');
    const back = await latestImage(trx, userId, 'back');
    if (front?.document_type !== documentType || back?.document_type !== documentType)
      throw new AppError(400, 'kycSidesMissing', undefined, { field: 'documentType' });
    const live = await latestLiveness(trx, userId);
    if (live?.passed !== 1 || !live.image_id) throw new AppError(400, 'livenessMissing');
    // One document, one borrower: a second account on the same ID is refused (the unique index backs this up).
    if (await documentTaken(trx, userId, documentType, idNumber))
      throw new AppError(409, 'idNumberTaken', undefined, { field: 'idNumber' });
    await saveKycRecord(trx, {
      user_id: userId,
      document_type: documentType,
      id_number: idNumber,
      full_name: fullName,
      birthday: born,
      front_image_id: front.id,
      back_image_id: back.id,
      face_image_id: live.image_id,
      saved_at: now,
    });
    return { bizStatus: await completeStep(trx, userId, 'kyc') };
  });
}
