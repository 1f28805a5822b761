// Reads a multipart upload (`file` plus text fields). Bodies over the upload limit were already
// refused by the body limit before this runs; a missing file or an oversized one is refused here.
import type { Context } from 'hono';
import { AppError } from '../app-error';
import { UPLOAD_MAX_BYTES } from '../../contract/upload';

/** The uploaded file's bytes and the form's text fields. */
export interface Upload {
  bytes: Uint8Array;
  fields: Record<string, string>;
}

/** Parses a multipart/form-data request with one `file`; refuses anything else with code 400. */
export async function readUpload(c: Context): Promise<Upload> {
  if (!c.req.header('content-type')?.startsWith('multipart/form-data'))
    throw new AppError(400, 'imageMissing', undefined, { field: 'file' });
  let form: Record<string, string | File>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw new AppError(400, 'imageMissing', undefined, { field: 'file' });
  }
  const file = form.file;
  if (!(file instanceof Blob) || file.size === 0) throw new AppError(400, 'imageMissing', undefined, { field: 'file' });
  if (file.size > UPLOAD_MAX_BYTES) throw new AppError(400, 'imageTooLarge', { mb: UPLOAD_MAX_BYTES / 1024 / 1024 }, { field: 'file' });
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(form)) if (typeof v === 'string') fields[k] = v;
  return { bytes: new Uint8Array(await file.arrayBuffer()), fields };
}
