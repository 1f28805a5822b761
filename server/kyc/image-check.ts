// Which uploads count as photos: whatever the file name or content type claims, the bytes must be a
// complete JPEG, PNG or WebP of at least 320 x 320 pixels. The size comes from the format's own
// header (JPEG SOF marker, PNG IHDR, WebP VP8/VP8L/VP8X); the whole file is walked so a cut-off
// upload is refused. PNG pixel data is also inflated and measured. JPEG and WebP pixel data are not
// decoded (that needs a codec); their structure is checked end to end.
import { crc32, inflateSync } from 'node:zlib';
import { AppError } from '../http/app-error';

/** Largest accepted file: 5 MB (PRODUCT.md section 8, Limits). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Smallest accepted width and height. */
export const MIN_IMAGE_SIDE = 320;
/** Largest accepted width or height: bigger headers are decompression bombs, not phone photos. */
export const MAX_IMAGE_SIDE = 12_000;
// PNG pixel data is inflated to be measured: never more than this.
const MAX_PNG_RAW_BYTES = 96 * 1024 * 1024;

/** The formats accepted. */
export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** What the header says about a readable image. */
export interface ImageInfo {
  format: ImageFormat;
  width: number;
  height: number;
}

/** The format and size of `bytes`, or null when they are not a complete JPEG, PNG or WebP. */
export function readImageInfo(bytes: Uint8Array): ImageInfo | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size =
    b[0] === 0xff && b[1] === 0xd8 ? jpegSize(b) : b.subarray(0, 8).equals(PNG_SIGNATURE) ? pngSize(b) : isRiffWebp(b) ? webpSize(b) : null;
  if (!size) return null;
  return { format: b[0] === 0xff ? 'jpeg' : b[0] === 0x89 ? 'png' : 'webp', ...size };
}

/** The info of an acceptable photo; refuses (code 400) a file too big, unreadable or too small. */
export function checkImage(bytes: Uint8Array): ImageInfo {
  if (bytes.byteLength > MAX_IMAGE_BYTES)
    throw new AppError(400, 'imageTooLarge', { mb: MAX_IMAGE_BYTES / 1024 / 1024 }, { field: 'file' });
  const info = readImageInfo(bytes);
  if (!info) throw new AppError(400, 'imageUnreadable', undefined, { field: 'file' });
  if (info.width < MIN_IMAGE_SIDE || info.height < MIN_IMAGE_SIDE)
    throw new AppError(400, 'imageTooSmall', { px: MIN_IMAGE_SIDE }, { field: 'file' });
  return info;
}

type Size = { width: number; height: number } | null;
const sane = (width: number, height: number): Size =>
  width > 0 && height > 0 && width <= MAX_IMAGE_SIDE && height <= MAX_IMAGE_SIDE ? { width, height } : null;

// Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not.
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
const isRst = (m: number) => m >= 0xd0 && m <= 0xd7;

// Walks the segments from SOI to EOI: every length must fit, a frame and a scan must come before EOI.
function jpegSize(b: Buffer): Size {
  let i = 2,
    size: Size = null,
    scanned = false;
  while (i < b.length) {
    if (b[i] !== 0xff) return null;
    while (b[i] === 0xff) i++; // fill bytes
    if (i >= b.length) return null;
    const marker = b[i++];
    if (marker === 0xd9) return scanned ? size : null;
    if (isRst(marker) || marker === 0x01) continue; // markers without a length
    if (i + 2 > b.length) return null;
    const len = b.readUInt16BE(i);
    if (len < 2 || i + len > b.length) return null;
    if (SOF.has(marker)) {
      if (len < 8 || size) return null;
      size = sane(b.readUInt16BE(i + 5), b.readUInt16BE(i + 3));
      if (!size) return null;
    }
    i += len;
    if (marker === 0xda) {
      if (!size) return null;
      // Entropy-coded data runs to the next marker that is neither a stuffed 0xFF00 nor a restart.
      for (;;) {
        i = b.indexOf(0xff, i);
        if (i < 0 || i + 1 >= b.length) return null;
        const next = b[i + 1];
        if (next !== 0x00 && !isRst(next)) break;
        i += 2;
      }
      scanned = true;
    }
  }
  return null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
// Adam7 passes: x start, y start, x step, y step.
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
];

// Walks the chunks (lengths and CRCs) from IHDR to IEND, then inflates IDAT and checks its length.
function pngSize(b: Buffer): Size {
  let i = 8,
    size: Size = null,
    bits = 0,
    interlaced = false;
  const idat: Buffer[] = [];
  while (i + 12 <= b.length) {
    const len = b.readUInt32BE(i);
    const type = b.toString('latin1', i + 4, i + 8);
    if (len > b.length - i - 12) return null;
    const data = b.subarray(i + 8, i + 8 + len);
    if (crc32(b.subarray(i + 4, i + 8 + len)) !== b.readUInt32BE(i + 8 + len)) return null;
    i += 12 + len;
    if ((type === 'IHDR') !== (size === null)) return null; // IHDR first, and only once
    if (type === 'IHDR') {
      const channels = PNG_CHANNELS[data[9]];
      if (len !== 13 || !channels || ![1, 2, 4, 8, 16].includes(data[8])) return null;
      size = sane(data.readUInt32BE(0), data.readUInt32BE(4));
      if (!size) return null;
      bits = channels * data[8];
      interlaced = data[12] === 1;
    } else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') return size && idat.length && pngPixelsComplete(Buffer.concat(idat), size, bits, interlaced) ? size : null;
  }
  return null;
}

function pngPixelsComplete(data: Buffer, { width, height }: { width: number; height: number }, bits: number, interlaced: boolean): boolean {
  const passBytes = (w: number, h: number) => (w && h ? h * (1 + Math.ceil((w * bits) / 8)) : 0);
  const expected = interlaced
    ? ADAM7.reduce(
        (sum, [xs, ys, dx, dy]) => sum + passBytes(Math.ceil(Math.max(0, width - xs) / dx), Math.ceil(Math.max(0, height - ys) / dy)),
        0,
      )
    : passBytes(width, height);
  if (expected > MAX_PNG_RAW_BYTES) return false;
  try {
    return inflateSync(data, { maxOutputLength: expected }).length === expected;
  } catch {
    return false; // cut short, corrupt, or more pixels than the header says
  }
}

function isRiffWebp(b: Buffer): boolean {
  return b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP';
}

// Walks the RIFF chunks; the size comes from VP8X (canvas) or the first VP8 / VP8L frame header.
function webpSize(b: Buffer): Size {
  const end = 8 + b.readUInt32LE(4);
  if (end > b.length) return null;
  let i = 12,
    canvas: Size = null,
    frame: Size = null;
  while (i + 8 <= end) {
    const type = b.toString('latin1', i, i + 4);
    const len = b.readUInt32LE(i + 4);
    if (len > end - i - 8) return null;
    const d = b.subarray(i + 8, i + 8 + len);
    i += 8 + len + (len & 1);
    if (type === 'VP8X') {
      if (len < 10 || i !== 12 + 8 + len + (len & 1) || d[0] & 0x02) return null; // first chunk; animations refused
      canvas = sane(1 + d.readUIntLE(4, 3), 1 + d.readUIntLE(7, 3));
      if (!canvas) return null;
    } else if (type === 'VP8 ' && !frame) {
      // Key frame (bit 0 clear), then the start code 9D 01 2A, then 14-bit width and height.
      if (len < 10 || d[0] & 0x01 || d[3] !== 0x9d || d[4] !== 0x01 || d[5] !== 0x2a) return null;
      frame = sane(d.readUInt16LE(6) & 0x3fff, d.readUInt16LE(8) & 0x3fff);
      if (!frame) return null;
    } else if (type === 'VP8L' && !frame) {
      if (len < 5 || d[0] !== 0x2f) return null;
      const v = d.readUInt32LE(1);
      if (v >>> 29 !== 0) return null;
      frame = sane((v & 0x3fff) + 1, ((v >>> 14) & 0x3fff) + 1);
      if (!frame) return null;
    }
  }
  if (i !== end + (end & 1) && i !== end) return null;
  return frame ? (canvas ?? frame) : null;
}
