// A tiny QR Code encoder (ISO/IEC 18004): byte mode, error correction level M, versions 1 to 10
// (up to 213 bytes, enough for a QR Ph payload), one fixed mask (0). Scanners read any mask the
// format bits name; choosing the best one only helps poor cameras, and costs code this route
// would load. Follows the structure of Project Nayuki's reference encoder.

// Level M per version 1..10: error-correction codewords per block, and number of blocks.
const ECC_PER_BLOCK = [10, 16, 26, 18, 24, 16, 18, 22, 22, 26];
const BLOCKS = [1, 1, 1, 2, 2, 4, 4, 4, 5, 5];

function rawModules(ver: number): number {
  let n = (16 * ver + 128) * ver + 64;
  if (ver >= 2) {
    const align = Math.floor(ver / 7) + 2;
    n -= (25 * align - 10) * align - 55;
    if (ver >= 7) n -= 36;
  }
  return n;
}
const dataCodewords = (ver: number) => Math.floor(rawModules(ver) / 8) - ECC_PER_BLOCK[ver - 1] * BLOCKS[ver - 1];

function gfMul(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z;
}

function rsRemainder(data: number[], degree: number): number[] {
  const div = new Array<number>(degree).fill(0);
  div[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      div[j] = gfMul(div[j], root);
      if (j + 1 < degree) div[j] ^= div[j + 1];
    }
    root = gfMul(root, 2);
  }
  const out = new Array<number>(degree).fill(0);
  for (const b of data) {
    const factor = b ^ (out.shift() as number);
    out.push(0);
    for (let i = 0; i < degree; i++) out[i] ^= gfMul(div[i], factor);
  }
  return out;
}

/** The codewords of `bytes` at version `ver`: data, padding, then the interleaved error correction. */
function codewords(bytes: Uint8Array, ver: number): number[] {
  const bits: number[] = [];
  const put = (v: number, n: number) => {
    for (let i = n - 1; i >= 0; i--) bits.push((v >>> i) & 1);
  };
  put(4, 4);
  put(bytes.length, ver < 10 ? 8 : 16);
  for (const b of bytes) put(b, 8);
  const cap = dataCodewords(ver) * 8;
  put(0, Math.min(4, cap - bits.length));
  put(0, (8 - (bits.length % 8)) % 8);
  for (let pad = 0xec; bits.length < cap; pad ^= 0xec ^ 0x11) put(pad, 8);
  const data: number[] = [];
  for (let i = 0; i < bits.length; i += 8) data.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));
  const nBlocks = BLOCKS[ver - 1],
    ecc = ECC_PER_BLOCK[ver - 1];
  const raw = Math.floor(rawModules(ver) / 8);
  const short = nBlocks - (raw % nBlocks),
    shortLen = Math.floor(raw / nBlocks);
  const blocks: number[][] = [];
  for (let i = 0, k = 0; i < nBlocks; i++) {
    const dat = data.slice(k, k + shortLen - ecc + (i < short ? 0 : 1));
    k += dat.length;
    const tail = rsRemainder(dat, ecc);
    if (i < short) dat.push(0);
    blocks.push(dat.concat(tail));
  }
  const out: number[] = [];
  for (let i = 0; i < blocks[0].length; i++) {
    blocks.forEach((b, j) => {
      if (i !== shortLen - ecc || j >= short) out.push(b[i]);
    });
  }
  return out;
}

/** The QR Code of `text` as rows of dark (true) and light modules, without the quiet zone. */
export function encodeQr(text: string): boolean[][] {
  const bytes = new TextEncoder().encode(text);
  let ver = 1;
  while (ver <= 10 && dataCodewords(ver) < bytes.length + (ver < 10 ? 2 : 3)) ver++;
  if (ver > 10) throw new RangeError('too long for a version 10 QR code');
  const size = ver * 4 + 17;
  const dark = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const fixed = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const set = (x: number, y: number, on: boolean) => {
    dark[y][x] = on;
    fixed[y][x] = true;
  };

  for (let i = 0; i < size; i++) {
    set(6, i, i % 2 === 0);
    set(i, 6, i % 2 === 0);
  }
  for (const [cx, cy] of [
    [3, 3],
    [size - 4, 3],
    [3, size - 4],
  ]) {
    for (let dy = -4; dy <= 4; dy++)
      for (let dx = -4; dx <= 4; dx++) {
        const x = cx + dx,
          y = cy + dy,
          d = Math.max(Math.abs(dx), Math.abs(dy));
        if (x >= 0 && x < size && y >= 0 && y < size) set(x, y, d !== 2 && d !== 4);
      }
  }
  if (ver > 1) {
    const n = Math.floor(ver / 7) + 2,
      step = Math.ceil((ver * 4 + 4) / (n * 2 - 2)) * 2;
    const pos = [6];
    for (let p = size - 7; pos.length < n; p -= step) pos.splice(1, 0, p);
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) {
        // The three corners hold finder patterns, not alignment patterns.
        if (i + j === 0 || (i * j === 0 && i + j === n - 1)) continue;
        for (let dy = -2; dy <= 2; dy++)
          for (let dx = -2; dx <= 2; dx++) set(pos[j] + dx, pos[i] + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
      }
  }
  // Format bits of level M (00) and mask 0, already BCH-coded and masked (0x5412), drawn twice; then the dark module.
  const fmt = 0x5412;
  const bit = (v: number, i: number) => ((v >>> i) & 1) !== 0;
  for (let i = 0; i < 15; i++) {
    set(8, i < 6 ? i : i < 8 ? i + 1 : size - 15 + i, bit(fmt, i));
    set(i < 8 ? size - 1 - i : i < 9 ? 7 : 14 - i, 8, bit(fmt, i));
  }
  set(8, size - 8, true);
  // Versions 7 to 10 carry their number, BCH-coded, in two 6x3 blocks.
  if (ver >= 7) {
    const v = [0x7c94, 0x85bc, 0x9a99, 0xa4d3][ver - 7];
    for (let i = 0; i < 18; i++) {
      const a = size - 11 + (i % 3),
        b = Math.floor(i / 3);
      set(a, b, bit(v, i));
      set(b, a, bit(v, i));
    }
  }
  const data = codewords(bytes, ver);
  let i = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < size; vert++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j,
          y = ((right + 1) & 2) === 0 ? size - 1 - vert : vert;
        if (fixed[y][x]) continue;
        const on = i < data.length * 8 && bit(data[i >>> 3], 7 - (i & 7));
        i++;
        dark[y][x] = on !== ((x + y) % 2 === 0); // mask 0
      }
    }
  }
  return dark;
}
