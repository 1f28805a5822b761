// The feedback form's rules (spec sections 5 and 9), apart from the page so they read at a glance;
// the limits the server applies too are contract/report.ts's and contract/upload.ts's.
import { FEEDBACK_MAX_IMAGES } from '../../../contract/report';
import { isUploadType } from '../../../contract/upload';
import type { MessageKey } from '../../i18n/message-key';

/** Images up to this size are sent as they are: redrawing them would save little. */
export const SHRINK_ABOVE_BYTES = 300 * 1024;

/** The form's field errors, or null when it may be sent. */
export function feedbackErrors(type: string, content: string): { type?: MessageKey; content?: MessageKey } | null {
  const errors = {
    ...(type ? {} : { type: 'feedback.typeRequired' as const }),
    ...(content.trim() ? {} : { content: 'feedback.contentRequired' as const }),
  };
  return Object.keys(errors).length ? errors : null;
}

/** Which picked files may join the `have` already chosen: never past `FEEDBACK_MAX_IMAGES`; the refusal says why. */
export function admitImages(
  have: number,
  picked: readonly File[],
): { take: File[]; refused?: 'feedback.tooManyImages' | 'feedback.notAnImage' } {
  const photos = picked.filter(isUploadType);
  const take = photos.slice(0, Math.max(0, FEEDBACK_MAX_IMAGES - have));
  if (take.length < photos.length) return { take, refused: 'feedback.tooManyImages' };
  if (photos.length < picked.length) return { take, refused: 'feedback.notAnImage' };
  return { take };
}
