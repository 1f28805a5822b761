// Which uploads count as photos, for every upload (identity sides and face, feedback images, payment
// vouchers): whatever the file name or content type claims, the bytes must be a complete JPEG, PNG or
// WebP of at least 320 x 320 pixels, at most 24 megapixels and at most 48 MB once decoded (width x
// height x bytes per pixel, bit depth included: what the vendor's decoder will hold). The size comes
// from the format's own header (JPEG SOF marker, PNG IHDR, WebP VP8/VP8L/VP8X) and is judged before
// anything else is looked at; the whole file is walked so a cut-off upload is refused. JPEG and WebP
// are not decoded here: their data must only be large enough for an image of that size, at the
// format's best packing (a bit per JPEG block, a bit per VP8 macroblock). A PNG's pixel data is
// inflated, never past the rows its header promises, and must be exactly those rows: deflate can pack
// a thousand bytes into one, so a small file could otherwise hide any amount.
import { crc32, inflateSync } from 'node:zlib';
import { UPLOAD_MAX_BYTES } from '../../contract/upload';
import { AppError } from '../app-error';

/** Smallest accepted width and height. */
export const MIN_IMAGE_SIDE = 320;
/** Largest accepted width or height: bigger headers are decompression bombs, not phone photos. */
export const MAX_IMAGE_SIDE = 12_000;
/** Most pixels accepted: a phone's full-size photo is 12 to 20 megapixels; the app sends 1280 px at most. */
export const MAX_IMAGE_PIXELS = 24_000_000;
/** Most bytes an image may decode to: a 16-megapixel colour photo, far above the app's 1280 px. */
export const MAX_DECODED_BYTES = 48 * 1024 * 1024;

/** The formats accepted. */
export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** What the header says about a readable image. */
export interface ImageInfo {
  format: ImageFormat;
  width: number;
  height: number;
}

// A walked file: its header's size and bytes per decoded pixel, and a check that its data holds that
// many pixels (run only once the size itself is acceptable).
type Parsed = { width: number; height: number; bytesPerPixel: number; dataFits: () => boolean };

/** The format and size of `bytes`, or null when they are not a complete JPEG, PNG or WebP of at most 24 megapixels and 48 MB decoded. */
export function readImageInfo(bytes: Uint8Array): ImageInfo | null {
  const read = parse(bytes);
  if (!read || tooManyPixels(read.parsed) || tooHeavy(read.parsed) || !read.parsed.dataFits()) return null;
  return { format: read.format, width: read.parsed.width, height: read.parsed.height };
}

/** The info of an acceptable photo; refuses (code 400) a file too big, unreadable, with too many pixels, too heavy decoded, or too small. */
export function checkImage(bytes: Uint8Array): ImageInfo {
  if (bytes.byteLength > UPLOAD_MAX_BYTES)
    throw new AppError(400, 'imageTooLarge', { mb: UPLOAD_MAX_BYTES / 1024 / 1024 }, { field: 'file' });
  const read = parse(bytes);
  if (!read) throw new AppError(400, 'imageUnreadable', undefined, { field: 'file' });
  const { width, height } = read.parsed;
  if (tooManyPixels(read.parsed)) throw new AppError(400, 'imageTooManyPixels', { mp: MAX_IMAGE_PIXELS / 1_000_000 }, { field: 'file' });
  if (tooHeavy(read.parsed)) throw new AppError(400, 'imageTooDetailed', undefined, { field: 'file' });
  if (width < MIN_IMAGE_SIDE || height < MIN_IMAGE_SIDE)
    throw new AppError(400, 'imageTooSmall', { px: MIN_IMAGE_SIDE }, { field: 'file' });
  if (!read.parsed.dataFits()) throw new AppError(400, 'imageUnreadable', undefined, { field: 'file' });
  return { format: read.format, width, height };
}

const tooManyPixels = ({ width, height }: Parsed) => width * height > MAX_IMAGE_PIXELS;
const tooHeavy = ({ width, height, bytesPerPixel }: Parsed) => width * height * bytesPerPixel > MAX_DECODED_BYTES;

function parse(bytes: Uint8Array): { format: ImageFormat; parsed: Parsed } | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const [format, parsed] =
    b[0] === 0xff && b[1] === 0xd8
      ? (['jpeg', jpeg(b)] as const)
      : b.subarray(0, 8).equals(PNG_SIGNATURE)
        ? (['png', png(b)] as const)
        : (['webp', isRiffWebp(b) ? webp(b) : null] as const);
  return parsed ? { format, parsed } : null;
}

const sides = (width: number, height: number) => width > 0 && height > 0 && width <= MAX_IMAGE_SIDE && height <= MAX_IMAGE_SIDE;

// Huffman-coded frames only: baseline, extended and progressive. Phones write nothing else; the
// lossless, hierarchical and arithmetic-coded kinds are refused (arithmetic coding has no lower bound
// on bits per block). C4 (DHT), C8 (JPG) and CC (DAC) share the marker range but are not frames.
const HUFFMAN_SOF = new Set([0xc0, 0xc1, 0xc2]);
const OTHER_SOF = new Set([0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
const isRst = (m: number) => m >= 0xd0 && m <= 0xd7;

// Walks the segments from SOI to EOI: every length must fit, a frame and a scan must come before EOI.
// Every 8 x 8 block of every component costs at least one bit of Huffman code in some scan.
function jpeg(b: Buffer): Parsed | null {
  let i = 2,
    frame: { width: number; height: number; bytesPerPixel: number; blocks: number } | null = null,
    scanBytes = 0,
    scanned = false;
  while (i < b.length) {
    if (b[i] !== 0xff) return null;
    while (b[i] === 0xff) i++; // fill bytes
    if (i >= b.length) return null;
    const marker = b[i++];
    if (marker === 0xd9) {
      if (!scanned || !frame) return null;
      const { width, height, bytesPerPixel, blocks } = frame;
      return { width, height, bytesPerPixel, dataFits: () => scanBytes * 8 >= blocks };
    }
    if (isRst(marker) || marker === 0x01) continue; // markers without a length
    if (i + 2 > b.length) return null;
    const len = b.readUInt16BE(i);
    if (len < 2 || i + len > b.length) return null;
    if (OTHER_SOF.has(marker)) return null;
    if (HUFFMAN_SOF.has(marker)) {
      if (frame) return null;
      frame = jpegFrame(b.subarray(i + 2, i + len));
      if (!frame) return null;
    }
    i += len;
    if (marker === 0xda) {
      if (!frame) return null;
      // Entropy-coded data runs to the next marker that is neither a stuffed 0xFF00 nor a restart.
      const start = i;
      for (;;) {
        i = b.indexOf(0xff, i);
        if (i < 0 || i + 1 >= b.length) return null;
        const next = b[i + 1];
        if (next !== 0x00 && !isRst(next)) break;
        i += 2;
      }
      scanBytes += i - start;
      scanned = true;
    }
  }
  return null;
}

// SOF body: precision, height, width, then per component its id, sampling factors and table. A
// decoder holds each component of each pixel in a byte, two above 8 bits of precision.
function jpegFrame(d: Buffer): { width: number; height: number; bytesPerPixel: number; blocks: number } | null {
  if (d.length < 6) return null;
  const height = d.readUInt16BE(1),
    width = d.readUInt16BE(3),
    n = d[5];
  if (!sides(width, height) || n < 1 || d.length < 6 + 3 * n) return null;
  const factors = Array.from({ length: n }, (_, c) => ({ h: d[7 + 3 * c] >> 4, v: d[7 + 3 * c] & 15 }));
  if (factors.some((f) => f.h < 1 || f.v < 1)) return null;
  const hMax = Math.max(...factors.map((f) => f.h)),
    vMax = Math.max(...factors.map((f) => f.v));
  const blocks = factors.reduce(
    (sum, f) => sum + Math.ceil(Math.ceil((width * f.h) / hMax) / 8) * Math.ceil(Math.ceil((height * f.v) / vMax) / 8),
    0,
  );
  return { width, height, bytesPerPixel: n * (d[0] > 8 ? 2 : 1), blocks };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
// Decoded, a palette index becomes the colour it names.
const PNG_DECODED_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 3, 4: 2, 6: 4 };
// Deflate's best: a length of 258 and a distance, each coded in one bit.
const MAX_DEFLATE_RATIO = 1032;
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

// Walks the chunks (lengths and CRCs) from IHDR to IEND, collecting IDAT.
function png(b: Buffer): Parsed | null {
  let i = 8,
    header: { width: number; height: number; bits: number; interlaced: boolean; bytesPerPixel: number } | null = null;
  const idat: Buffer[] = [];
  while (i + 12 <= b.length) {
    const len = b.readUInt32BE(i);
    const type = b.toString('latin1', i + 4, i + 8);
    if (len > b.length - i - 12) return null;
    const data = b.subarray(i + 8, i + 8 + len);
    if (crc32(b.subarray(i + 4, i + 8 + len)) !== b.readUInt32BE(i + 8 + len)) return null;
    i += 12 + len;
    if ((type === 'IHDR') !== (header === null)) return null; // IHDR first, and only once
    if (type === 'IHDR') {
      const channels = PNG_CHANNELS[data[9]];
      if (len !== 13 || !channels || ![1, 2, 4, 8, 16].includes(data[8])) return null;
      const width = data.readUInt32BE(0),
        height = data.readUInt32BE(4);
      if (!sides(width, height)) return null;
      const bytesPerPixel = PNG_DECODED_CHANNELS[data[9]] * (data[8] === 16 ? 2 : 1);
      header = { width, height, bits: channels * data[8], interlaced: data[12] === 1, bytesPerPixel };
    } else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') {
      if (!header || !idat.length) return null;
      const h = header;
      return { width: h.width, height: h.height, bytesPerPixel: h.bytesPerPixel, dataFits: () => pngDataFits(Buffer.concat(idat), h) };
    }
  }
  return null;
}

// The rows (one filter byte each, then the packed pixels) the header promises, per Adam7 pass when interlaced.
function pngRows({ width, height, bits, interlaced }: { width: number; height: number; bits: number; interlaced: boolean }) {
  const pass = (w: number, h: number) => ({ rows: w && h ? h : 0, rowBytes: 1 + Math.ceil((w * bits) / 8) });
  return interlaced
    ? ADAM7.map(([xs, ys, dx, dy]) => pass(Math.ceil(Math.max(0, width - xs) / dx), Math.ceil(Math.max(0, height - ys) / dy)))
    : [pass(width, height)];
}

// At deflate's best the data must still be long enough; inflated, never past the rows the header
// promises, it must be exactly those rows, each starting with a filter type of 0 to 4.
function pngDataFits(data: Buffer, header: { width: number; height: number; bits: number; interlaced: boolean }): boolean {
  const passes = pngRows(header).filter((p) => p.rows > 0);
  const expected = passes.reduce((sum, p) => sum + p.rows * p.rowBytes, 0);
  if (data.length * MAX_DEFLATE_RATIO < expected) return false;
  let rows: Buffer;
  try {
    rows = inflateSync(data, { maxOutputLength: expected });
  } catch {
    return false; // not a zlib stream, corrupt, cut short, or more than the header's rows
  }
  if (rows.length !== expected) return false;
  let at = 0;
  for (const { rows: n, rowBytes } of passes) for (let r = 0; r < n; r++, at += rowBytes) if (rows[at] > 4) return false;
  return true;
}

function isRiffWebp(b: Buffer): boolean {
  return b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP';
}

// Walks the RIFF chunks; the size comes from VP8X (canvas) or the first VP8 / VP8L frame header.
// A lossy key frame codes at least one bit of modes for each 16 x 16 macroblock in its first
// partition (the key frame's mode probabilities are fixed: about three bits at best). A lossless
// frame can code a plain image in a few bytes: it has no such bound, only the pixel ceiling.
function webp(b: Buffer): Parsed | null {
  const end = 8 + b.readUInt32LE(4);
  if (end > b.length) return null;
  let i = 12,
    canvas: { width: number; height: number; alpha: boolean } | null = null,
    frame: { width: number; height: number; fits: boolean; bytesPerPixel: number } | null = null;
  while (i + 8 <= end) {
    const type = b.toString('latin1', i, i + 4);
    const len = b.readUInt32LE(i + 4);
    if (len > end - i - 8) return null;
    const d = b.subarray(i + 8, i + 8 + len);
    i += 8 + len + (len & 1);
    if (type === 'VP8X') {
      if (len < 10 || i !== 12 + 8 + len + (len & 1) || d[0] & 0x02) return null; // first chunk; animations refused
      canvas = { width: 1 + d.readUIntLE(4, 3), height: 1 + d.readUIntLE(7, 3), alpha: (d[0] & 0x10) !== 0 };
      if (!sides(canvas.width, canvas.height)) return null;
    } else if (type === 'VP8 ' && !frame) {
      // Frame tag (key frame: bit 0 clear; the first partition's size in the top 19 bits), the start
      // code 9D 01 2A, then 14-bit width and height.
      if (len < 10 || d[0] & 0x01 || d[3] !== 0x9d || d[4] !== 0x01 || d[5] !== 0x2a) return null;
      const width = d.readUInt16LE(6) & 0x3fff,
        height = d.readUInt16LE(8) & 0x3fff;
      if (!sides(width, height)) return null;
      const firstPartition = d.readUIntLE(0, 3) >>> 5;
      if (10 + firstPartition > len) return null;
      const macroblocks = Math.ceil(width / 16) * Math.ceil(height / 16);
      frame = { width, height, fits: firstPartition * 8 >= macroblocks, bytesPerPixel: 3 };
    } else if (type === 'VP8L' && !frame) {
      if (len < 5 || d[0] !== 0x2f) return null;
      const v = d.readUInt32LE(1);
      if (v >>> 29 !== 0) return null;
      frame = { width: (v & 0x3fff) + 1, height: ((v >>> 14) & 0x3fff) + 1, fits: true, bytesPerPixel: 4 }; // ARGB, always
      if (!sides(frame.width, frame.height)) return null;
    }
  }
  if (i !== end + (end & 1) && i !== end) return null;
  if (!frame) return null;
  const size = canvas ?? frame;
  const fits = frame.fits && frame.width <= size.width && frame.height <= size.height;
  const bytesPerPixel = canvas?.alpha ? 4 : frame.bytesPerPixel;
  return { width: size.width, height: size.height, bytesPerPixel, dataFits: () => fits };
}
