// kill -9 at random moments: 3 to 5 times the server dies mid-traffic and comes back on the same
// port and database after a short outage.
import { sleep } from './api';
import type { Served } from './server-process';

/**
 * Kills and restarts `server` `times` times, each after a random 2 to 7 s of traffic, at a moment
 * when a money call (an application, a callback) is on the wire if one comes within 3 s.
 */
export async function killAtRandom(server: Served, times: number, random: () => number, moneyInFlight: () => number): Promise<void> {
  for (let i = 0; i < times; i++) {
    await sleep(2000 + random() * 5000);
    for (let waited = 0; waited < 3000 && moneyInFlight() === 0; waited += 5) await sleep(5);
    await sleep(random() * 15); // inside the call: before, during or after its transaction
    await server.kill();
    await sleep(50 + random() * 500);
    await server.start();
  }
}

/** A small seeded generator (mulberry32), so a run can be repeated with SEED. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
