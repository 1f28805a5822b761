// `/api/user/report/*` calls: the feedback page (spec section 7 `POST /report/webPageFb`).
import { api, type CallOptions } from './client';
import { uploadExtension } from '../../contract/upload';
import type { FeedbackAnswer, FeedbackList, FeedbackRequest } from '../../contract/report';

/** Sends a feedback as multipart (`type`, `content`, `files`); `opts.onProgress` hears the bytes going out. */
export function sendFeedback(fields: FeedbackRequest, images: readonly Blob[], opts?: CallOptions): Promise<FeedbackAnswer> {
  const form = new FormData();
  form.set('type', fields.type);
  form.set('content', fields.content);
  images.forEach((img, i) => {
    form.append('files', img, `image-${i + 1}.${uploadExtension(img.type)}`);
  });
  return api.upload<FeedbackAnswer>('/report/webPageFb', form, opts);
}

/** The borrower's past feedback with its state (`GET /report/webPageFb/list`). */
export function fetchFeedbackList(opts?: CallOptions): Promise<FeedbackList> {
  return api.get<FeedbackList>('/report/webPageFb/list', opts);
}
