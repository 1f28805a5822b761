// Photos from phone cameras are 3-12 MB; the feedback upload is at most 6 MB for all its images.
// Each image is drawn again on the device at most 1600 px on its long side as a JPEG, so five
// fit in one request on a slow, metered network.

/** Long side, in pixels, of a shrunk image. */
export const SHRINK_MAX_SIDE = 1600;
const QUALITY = 0.8;
/** Images up to this size are sent as they are: drawing them again would save little. */
export const SHRINK_ABOVE_BYTES = 300 * 1024;

function decode(file: Blob): Promise<CanvasImageSource & { width: number; height: number }> {
  if (typeof createImageBitmap === 'function') return createImageBitmap(file);
  return new Promise((resolve, reject) => {
    const img = new Image();
    const src = URL.createObjectURL(file);
    img.onload = () => (URL.revokeObjectURL(src), resolve(img));
    img.onerror = () => (URL.revokeObjectURL(src), reject(new Error('not an image')));
    img.src = src;
  });
}

/**
 * A JPEG of `file` at most {@link SHRINK_MAX_SIDE} px on its long side; the file itself when it is
 * small already, cannot be decoded or drawn here (the server then judges it), or drawing made it no smaller.
 */
export async function shrinkImage(file: Blob, maxSide = SHRINK_MAX_SIDE): Promise<Blob> {
  if (file.size <= SHRINK_ABOVE_BYTES) return file;
  try {
    const img = await decode(file);
    const scale = Math.min(1, maxSide / Math.max(img.width, img.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(img.width * scale));
    canvas.height = Math.max(1, Math.round(img.height * scale));
    const ctx = canvas.getContext('2d');
    if (!ctx) return file;
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    const out = await new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/jpeg', QUALITY));
    return out && out.size > 0 && (out.size < file.size || scale < 1) ? out : file;
  } catch {
    return file;
  }
}
