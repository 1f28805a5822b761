// The feedback form's rules (spec sections 5 and 9), apart from the page so they read at a glance.
import type { MessageKey } from '../../i18n/message-key';

/** Spec section 9: up to 5 images. */
export const MAX_IMAGES = 5;
/** The server's per-file limit (PRODUCT.md section 8): 5 MB. */
export const MAX_IMAGE_MB = 5;
/** Images up to this size are sent as they are: redrawing them would save little. */
export const SHRINK_ABOVE_BYTES = 300 * 1024;
/** The server keeps at most this much text. */
export const MAX_CONTENT = 1000;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** The form's field errors, or null when it may be sent. */
export function feedbackErrors(type: string, content: string): { type?: MessageKey; content?: MessageKey } | null {
  const errors = {
    ...(type ? {} : { type: 'feedback.typeRequired' as const }),
    ...(content.trim() ? {} : { content: 'feedback.contentRequired' as const }),
  };
  return Object.keys(errors).length ? errors : null;
}

/** Which picked files may join the `have` already chosen: never past {@link MAX_IMAGES}; the refusal says why. */
export function admitImages(
  have: number,
  picked: readonly File[],
): { take: File[]; refused?: 'feedback.tooManyImages' | 'feedback.notAnImage' } {
  const photos = picked.filter((f) => IMAGE_TYPES.includes(f.type) || (!f.type && /\.(jpe?g|png|webp)$/i.test(f.name)));
  const take = photos.slice(0, Math.max(0, MAX_IMAGES - have));
  if (take.length < photos.length) return { take, refused: 'feedback.tooManyImages' };
  if (photos.length < picked.length) return { take, refused: 'feedback.notAnImage' };
  return { take };
}
