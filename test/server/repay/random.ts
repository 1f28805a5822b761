// A seeded generator for the money property tests: the same seed gives the same cases, so a
// failure names a seed that reproduces it.

/** mulberry32: small, fast, good enough to pick test cases. */
export function rng(seed: number): { int(min: number, max: number): number } {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { int: (min, max) => min + Math.floor(next() * (max - min + 1)) };
}
