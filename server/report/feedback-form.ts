// Reads the feedback form (multipart: `type`, `content`, 0 to 5 `files`). The body limit (6 MB)
// was applied before this runs; each file is then checked as a KYC photo is (image-check.ts).
import type { Context } from 'hono';
import { AppError } from '../app-error';
import { FEEDBACK_MAX_CHARS, FEEDBACK_MAX_IMAGES } from '../../contract/report';
import { UPLOAD_MAX_BYTES } from '../../contract/upload';
import { checkImage, type ImageInfo } from '../identity/image-check';

/** A checked image of the form. */
export interface FeedbackImage extends ImageInfo {
  bytes: Uint8Array;
}

/** The form as read: fields still unchecked against the dictionary, images checked. */
export interface FeedbackForm {
  type: string;
  content: string;
  images: FeedbackImage[];
}

/** Parses and checks the form; refuses (code 400, naming the field) a missing content, too many or bad images. */
export async function readFeedbackForm(c: Context): Promise<FeedbackForm> {
  if (!c.req.header('content-type')?.startsWith('multipart/form-data'))
    throw new AppError(400, 'invalidField', { field: 'content' }, { field: 'content' });
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new AppError(400, 'invalidField', { field: 'files' }, { field: 'files' });
  }
  const one = (k: string) => (typeof form[k] === 'string' ? (form[k] as string) : '');
  const content = one('content').trim();
  if (!content) throw new AppError(400, 'feedbackContentRequired', undefined, { field: 'content' });
  if (content.length > FEEDBACK_MAX_CHARS) throw new AppError(400, 'feedbackTooLong', { n: FEEDBACK_MAX_CHARS }, { field: 'content' });
  const raw = form.files;
  const files = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter((f): f is File => f instanceof Blob);
  if (files.length !== (Array.isArray(raw) ? raw.length : raw === undefined ? 0 : 1))
    throw new AppError(400, 'imageMissing', undefined, { field: 'files' });
  if (files.length > FEEDBACK_MAX_IMAGES) throw new AppError(400, 'feedbackTooManyImages', { n: FEEDBACK_MAX_IMAGES }, { field: 'files' });
  const images: FeedbackImage[] = [];
  for (const f of files) {
    if (f.size > UPLOAD_MAX_BYTES) throw new AppError(400, 'imageTooLarge', { mb: UPLOAD_MAX_BYTES / 1024 / 1024 }, { field: 'files' });
    const bytes = new Uint8Array(await f.arrayBuffer());
    try {
      images.push({ ...checkImage(bytes), bytes });
    } catch (e) {
      // The same refusals as KYC photos, naming this form's field.
      if (e instanceof AppError) throw new AppError(e.code, e.key, e.params, { field: 'files' });
      throw e;
    }
  }
  return { type: one('type'), content, images };
}
