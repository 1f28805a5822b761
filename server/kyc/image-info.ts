// What an uploaded identity photo really is, read from its first bytes rather than from the
// file name or the declared type: JPEG, PNG or WebP (PRODUCT.md section 8), and its size in pixels.

/** An accepted image kind and its pixel size. */
export interface ImageInfo {
  type: 'image/jpeg' | 'image/png' | 'image/webp';
  width: number;
  height: number;
}

const be16 = (b: Uint8Array, i: number) => (b[i] << 8) | b[i + 1];
const le16 = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8);
const le24 = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16);
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));

/** The kind and size of a JPEG, PNG or WebP; null for anything else or a header too short to read. */
export function imageInfo(b: Uint8Array): ImageInfo | null {
  if (b.length >= 24 && ascii(b, 1, 3) === 'PNG' && b[0] === 0x89 && ascii(b, 12, 4) === 'IHDR') {
    const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
    return sized('image/png', view.getUint32(16), view.getUint32(20));
  }
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return jpegInfo(b);
  if (b.length >= 30 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') {
    const chunk = ascii(b, 12, 4);
    if (chunk === 'VP8 ') return sized('image/webp', le16(b, 26) & 0x3fff, le16(b, 28) & 0x3fff);
    if (chunk === 'VP8L') return sized('image/webp', 1 + (((b[22] & 0x3f) << 8) | b[21]), 1 + (((b[24] & 0xf) << 10) | (b[23] << 2) | ((b[22] & 0xc0) >> 6)));
    if (chunk === 'VP8X') return sized('image/webp', 1 + le24(b, 24), 1 + le24(b, 27));
  }
  return null;
}

// Walks the JPEG segments to the first start-of-frame, which holds the size.
function jpegInfo(b: Uint8Array): ImageInfo | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i++;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return sized('image/jpeg', be16(b, i + 7), be16(b, i + 5));
    i += 2 + be16(b, i + 2);
  }
  return null;
}

function sized(type: ImageInfo['type'], width: number, height: number): ImageInfo | null {
  return width > 0 && height > 0 ? { type, width, height } : null;
}
