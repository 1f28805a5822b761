// `/api/user/kyc/*` calls: identity documents, liveness and the confirmed identity (PRODUCT.md section 8).
import { api, type CallOptions } from './client';
import type {
  LivenessAnswer,
  LivenessStarted,
  OcrAnswer,
  OcrDetail,
  OcrRequest,
  SaveKycAnswer,
  SaveKycRequest,
} from '../../contract/certification';

/** Uploads one side of the ID (`POST /kyc/invoke/ocr`, multipart); resolves with what was read from it. */
export function uploadIdSide(file: Blob, req: OcrRequest, opts?: CallOptions): Promise<OcrAnswer> {
  const form = new FormData();
  form.append('file', file, 'id.jpg');
  form.append('type', String(req.type));
  form.append('documentType', req.documentType);
  return api.upload<OcrAnswer>('/kyc/invoke/ocr', form, opts);
}

/** What is uploaded so far (`GET /kyc/ocrDetail`), so a reload resumes where the borrower was. */
export function fetchOcrDetail(opts?: CallOptions): Promise<OcrDetail> {
  return api.get<OcrDetail>('/kyc/ocrDetail', opts);
}

/** Opens a liveness check (`POST /kyc/livingStart`). */
export function startLiveness(opts?: CallOptions): Promise<LivenessStarted> {
  return api.post<LivenessStarted>('/kyc/livingStart', {}, opts);
}

/** Uploads the face for an open liveness check (`POST /kyc/livingResultQuery`, multipart). */
export function uploadFace(file: Blob, transactionId: string, opts?: CallOptions): Promise<LivenessAnswer> {
  const form = new FormData();
  form.append('file', file, 'face.jpg');
  form.append('transactionId', transactionId);
  return api.upload<LivenessAnswer>('/kyc/livingResultQuery', form, opts);
}

/** Saves the confirmed identity (`POST /kyc/saveKyc`); resolves with status 30. */
export function saveKyc(body: SaveKycRequest, opts?: CallOptions): Promise<SaveKycAnswer> {
  return api.post<SaveKycAnswer>('/kyc/saveKyc', body, opts);
}
