// Photos from a phone camera are 3 to 12 MB; a metered network and the server's 5 MB limit want
// about 200 KB, so each photo is redrawn smaller on the device before it is uploaded.

/** The long side of an uploaded photo, in pixels: enough for OCR and a face match. */
export const LONG_SIDE_PX = 1280;
/** JPEG quality of an uploaded photo. */
export const JPEG_QUALITY = 0.8;

/** The photo could not be decoded or re-encoded (not an image, a damaged file, a format the browser lacks). */
export class ShrinkError extends Error {
  constructor() {
    super('image could not be read');
    this.name = 'ShrinkError';
  }
}

/** The size a `width`×`height` image is drawn at: the long side at most `longSide`, proportions kept, never enlarged. */
export function fitSize(width: number, height: number, longSide = LONG_SIDE_PX): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Redraws a photo as a JPEG whose long side is at most {@link LONG_SIDE_PX}; rejects with ShrinkError when it cannot. */
export async function shrinkImage(file: Blob): Promise<Blob> {
  let img: ImageBitmap;
  try {
    // createImageBitmap (Chrome 50+, Safari 15+) also turns the photo upright from its EXIF orientation.
    img = await createImageBitmap(file);
  } catch {
    throw new ShrinkError(); // not an image, damaged, or a format this browser cannot read
  }
  try {
    if (!img.width || !img.height) throw new ShrinkError();
    const size = fitSize(img.width, img.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new ShrinkError();
    ctx.drawImage(img, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/jpeg', JPEG_QUALITY));
    if (!blob) throw new ShrinkError();
    return blob;
  } catch {
    throw new ShrinkError();
  } finally {
    img.close();
  }
}

/**
 * Whether the phone can decode `file` as an image: a file named .jpg may be anything. True where the
 * browser cannot tell (no createImageBitmap): the server judges it then.
 */
export async function canDecode(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return true;
  try {
    const img = await createImageBitmap(file);
    const ok = img.width > 0 && img.height > 0;
    img.close();
    return ok;
  } catch {
    return false;
  }
}
