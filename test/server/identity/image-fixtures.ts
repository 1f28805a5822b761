// Small real images made in code, so no binary fixture is committed: a baseline grey JPEG (every
// 8x8 block flat, two bits each), a grey PNG, and WebP headers (lossy, lossless, extended).
import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib';

const u16 = (n: number) => [n >> 8, n & 0xff];

/** A decodable baseline greyscale JPEG of `width` x `height`, ending with EOI. */
export function makeJpeg(width: number, height: number): Buffer {
  const segment = (marker: number, body: number[]) => [0xff, marker, ...u16(body.length + 2), ...body];
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  // One Huffman code of one bit, "0", for DC category 0 and for AC end-of-block: a block is "00".
  const bits = blocks * 2;
  const scan = new Array(Math.ceil(bits / 8)).fill(0);
  if (bits % 8) scan[scan.length - 1] = (1 << (8 - (bits % 8))) - 1; // pad with ones, as the standard says
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]), // JFIF
    ...segment(0xdb, [0, ...new Array(64).fill(1)]), // quantisation table 0
    ...segment(0xc0, [8, ...u16(height), ...u16(width), 1, 1, 0x11, 0]), // SOF0: one component
    ...segment(0xc4, [0x00, 1, ...new Array(15).fill(0), 0]), // DC table 0: one 1-bit code, category 0
    ...segment(0xc4, [0x10, 1, ...new Array(15).fill(0), 0]), // AC table 0: one 1-bit code, EOB
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]), // SOS
    ...scan,
    0xff,
    0xd9,
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

/**
 * A zlib stream of `rows` x `rowBytes` zero bytes packed near deflate's limit (about 1,000 to 1):
 * one compressed block of `per` rows, repeated after full flushes. Made in milliseconds, however large.
 */
export function zeroZlib(rowBytes: number, rows: number, per = 50): Buffer {
  const piece = deflateRawSync(Buffer.alloc(rowBytes * per), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(((((rowBytes * rows) % 65521) << 16) >>> 0) + 1); // every byte zero: a stays 1, b counts them
  const rest = rows % per ? [deflateRawSync(Buffer.alloc(rowBytes * (rows % per)), { finishFlush: constants.Z_FULL_FLUSH })] : [];
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...new Array(Math.floor(rows / per)).fill(piece),
    ...rest,
    Buffer.from([0x03, 0x00]),
    adler,
  ]);
}

/** A PNG of `width` x `height` with the given IHDR colour type and bit depth, and `idat` as its pixel data. */
export function pngWith(width: number, height: number, idat: Buffer, colourType = 6, bitDepth = 8): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([bitDepth, colourType, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An all-black RGBA PNG of `width` x `height`: a real, complete image about a thousandth of its pixel data. */
export function blackRgbaPng(width: number, height: number): Buffer {
  return pngWith(width, height, zeroZlib(1 + width * 4, height));
}

/**
 * A baseline JPEG of three components whose frame says `width` x `height` but whose scan holds only
 * `dataBytes` bytes: 37 bytes of markers plus the data.
 */
export function frameOnlyJpeg(width: number, height: number, dataBytes: number): Buffer {
  const segment = (marker: number, body: number[]) => [0xff, marker, ...u16(body.length + 2), ...body];
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xc0, [8, ...u16(height), ...u16(width), 3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0]),
    ...segment(0xda, [3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0]),
    ...new Array(dataBytes).fill(0),
    0xff,
    0xd9,
  ]);
}

/** A valid 8-bit greyscale PNG of `width` x `height` (every row filter 0, mid grey). */
export function makePng(width: number, height: number, opts: { pixels?: Buffer } = {}): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const raw = opts.pixels ?? Buffer.alloc(height * (width + 1), 0x80).map((v, i) => (i % (width + 1) === 0 ? 0 : v));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function riff(chunks: Buffer[]): Buffer {
  const body = Buffer.concat([Buffer.from('WEBP'), ...chunks]);
  const head = Buffer.alloc(8);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body]);
}

function riffChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(type, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, Buffer.alloc(data.length & 1)]);
}

/**
 * A WebP file whose header says `width` x `height`: lossy (VP8), lossless (VP8L) or extended (VP8X + VP8).
 * The lossy frame's first partition holds a byte for every eight macroblocks (`firstPartition` to say otherwise).
 */
export function makeWebp(
  width: number,
  height: number,
  kind: 'lossy' | 'lossless' | 'extended' = 'lossy',
  opts: { firstPartition?: number } = {},
): Buffer {
  const part = opts.firstPartition ?? Math.ceil((Math.ceil(width / 16) * Math.ceil(height / 16)) / 8);
  const vp8 = Buffer.alloc(10 + part + 20);
  // Frame tag: key frame, version 0, shown, then the first partition's size in the top 19 bits.
  vp8.writeUIntLE(((part << 5) | 0x10) >>> 0, 0, 3);
  vp8.set([0x9d, 0x01, 0x2a], 3); // start code
  vp8.writeUInt16LE(width, 6);
  vp8.writeUInt16LE(height, 8);
  if (kind === 'lossy') return riff([riffChunk('VP8 ', vp8)]);
  if (kind === 'lossless') {
    const d = Buffer.alloc(21);
    d[0] = 0x2f;
    d.writeUInt32LE(((width - 1) | ((height - 1) << 14)) >>> 0, 1);
    return riff([riffChunk('VP8L', d)]);
  }
  const x = Buffer.alloc(10);
  x.writeUIntLE(width - 1, 4, 3);
  x.writeUIntLE(height - 1, 7, 3);
  return riff([riffChunk('VP8X', x), riffChunk('VP8 ', vp8)]);
}
