// A tiny QR Code encoder (ISO/IEC 18004): byte mode, error correction level M, versions 1 to 10
// (up to 213 bytes, enough for a QR Ph payload), one fixed mask (0). Scanners read any mask the
// format bits name; choosing the best one only helps poor cameras, and costs code this route
// would load. Follows the structure of Project Nayuki's reference encoder.

// Level M per version 1..10: error-correction codewords per block, and number of blocks.
const ECC = [10, 16, 26, 18, 24, 16, 18, 22, 22, 26];
const BLOCKS = [1, 1, 1, 2, 2, 4, 4, 4, 5, 5];

/** Codewords a version holds: all modules less the function patterns, over 8. */
const capacity = (v: number) => {
  const a = v > 1 ? Math.floor(v / 7) + 2 : 0;
  return ((16 * v + 128) * v + 64 - (a && (25 * a - 10) * a - 55) - (v > 6 ? 36 : 0)) >> 3;
};

/** A product in GF(256) modulo 0x11d. */
const mul = (x: number, y: number) => {
  let z = 0;
  for (let i = 7; i >= 0; i--) z = (z << 1) ^ ((z >> 7) * 0x11d) ^ (((y >> i) & 1) * x);
  return z;
};

/** The Reed-Solomon error-correction codewords of `data`. */
function ecc(data: number[], n: number): number[] {
  const g = Array(n).fill(0);
  g[n - 1] = 1;
  for (let i = 0, r = 1; i < n; i++, r = mul(r, 2)) for (let j = 0; j < n; j++) g[j] = mul(g[j], r) ^ (g[j + 1] ?? 0);
  const out = Array(n).fill(0);
  for (const b of data) {
    const f = b ^ out.shift();
    out.push(0);
    for (let i = 0; i < n; i++) out[i] ^= mul(g[i], f);
  }
  return out;
}

/** The QR Code of `text` as rows of dark (true) and light modules, without the quiet zone. */
export function encodeQr(text: string): boolean[][] {
  const bytes = new TextEncoder().encode(text);
  let v = 1;
  const dataLen = () => capacity(v) - ECC[v - 1] * BLOCKS[v - 1];
  while (dataLen() < bytes.length + (v < 10 ? 2 : 3)) if (++v > 10) throw new RangeError('too long for a version 10 QR code');
  const size = v * 4 + 17;
  const dark = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  const fixed = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  const set = (x: number, y: number, on: boolean) => {
    if (dark[y]?.[x] !== undefined) (dark[y][x] = on), (fixed[y][x] = true);
  };
  /** A square pattern centred on (cx, cy): rings of radius r dark when `ring(r)`. */
  const square = (cx: number, cy: number, n: number, ring: (r: number) => boolean) => {
    for (let dy = -n; dy <= n; dy++) for (let dx = -n; dx <= n; dx++) set(cx + dx, cy + dy, ring(Math.max(Math.abs(dx), Math.abs(dy))));
  };
  for (let i = 0; i < size; i++) set(6, i, !(i & 1)), set(i, 6, !(i & 1));
  // Finder patterns (with their light separators) in three corners, then the alignment patterns.
  for (const [x, y] of [
    [3, 3],
    [size - 4, 3],
    [3, size - 4],
  ])
    square(x, y, 4, (r) => r !== 2 && r !== 4);
  if (v > 1) {
    const n = Math.floor(v / 7) + 2;
    const step = Math.ceil((v * 4 + 4) / (n * 2 - 2)) * 2;
    const pos = [6];
    for (let p = size - 7; pos.length < n; p -= step) pos.splice(1, 0, p);
    // Not where a finder pattern sits: the corners (6, 6), (6, last) and (last, 6).
    const corner = (x: number, y: number) => (x === 6 || y === 6) && (x + y === 12 || x + y === size - 1);
    for (const y of pos) for (const x of pos) if (!corner(x, y)) square(x, y, 2, (r) => r !== 1);
  }
  // Format bits of level M and mask 0, already BCH-coded and masked (0x5412), drawn twice; then the dark module.
  for (let i = 0; i < 15; i++) {
    const on = ((0x5412 >> i) & 1) === 1;
    set(8, i < 6 ? i : i < 8 ? i + 1 : size - 15 + i, on);
    set(i < 8 ? size - 1 - i : i < 9 ? 7 : 14 - i, 8, on);
  }
  set(8, size - 8, true);
  // Versions 7 to 10 carry their number, BCH-coded, in two 6x3 blocks.
  const info = [0x7c94, 0x85bc, 0x9a99, 0xa4d3][v - 7] ?? 0;
  for (let i = 0; info && i < 18; i++) {
    const on = ((info >> i) & 1) === 1;
    set(size - 11 + (i % 3), Math.floor(i / 3), on);
    set(Math.floor(i / 3), size - 11 + (i % 3), on);
  }

  // Data: mode 0100, the length, the bytes, a terminator, then pad bytes up to capacity.
  const bits: number[] = [];
  const put = (x: number, n: number) => {
    for (let i = n - 1; i >= 0; i--) bits.push((x >> i) & 1);
  };
  put(4, 4);
  put(bytes.length, v < 10 ? 8 : 16);
  for (const b of bytes) put(b, 8);
  const cap = dataLen() * 8;
  put(0, Math.min(4, cap - bits.length));
  put(0, -bits.length & 7);
  for (let p = 0xec; bits.length < cap; p ^= 0xfd) put(p, 8);
  const data: number[] = [];
  for (let i = 0; i < bits.length; i += 8) data.push(parseInt(bits.slice(i, i + 8).join(''), 2));
  // Split into blocks (the last ones one codeword longer), each with its error correction, then interleave.
  const nb = BLOCKS[v - 1];
  const e = ECC[v - 1];
  const raw = capacity(v);
  const short = nb - (raw % nb);
  const len = Math.floor(raw / nb) - e;
  const blocks: number[][] = [];
  for (let i = 0, k = 0; i < nb; i++) {
    const d = data.slice(k, k + len + (i < short ? 0 : 1));
    k += d.length;
    blocks.push([...d, ...(i < short ? [-1] : []), ...ecc(d, e)]);
  }
  const words: number[] = [];
  for (let i = 0; i < blocks[0].length; i++) for (const b of blocks) if (b[i] >= 0) words.push(b[i]);

  // Zigzag from the bottom right in two-module columns, skipping function modules; mask 0 flips (x + y) even.
  let i = 0;
  for (let right = size - 1; right > 0; right -= right === 8 ? 3 : 2)
    for (let vert = 0; vert < size; vert++)
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const y = (right + 1) & 2 ? vert : size - 1 - vert;
        if (fixed[y][x]) continue;
        dark[y][x] = (((words[i >> 3] >> (7 - (i & 7))) & 1) === 1) !== ((x + y) % 2 === 0);
        i++;
      }
  return dark;
}
