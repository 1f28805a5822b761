// The one clock of every business rule. Development can move it forward (to show expiry and
// overdue states); the offset lives in the database so the operator CLI and the server agree.
// Security windows (token and code expiry, rate limits, lock-outs, the callback window) read
// realNow(): moving the development clock must not sign borrowers out or revive old codes.
import type { Db } from './db/connection';
import { readSetting, writeSetting } from './setting-repo';

const KEY = 'clock.offsetMs';

/** Business time: real time plus the development offset; and real time itself. */
export interface Clock {
  /** Current business time in epoch milliseconds (loan dates, penalties, coupons, certification). */
  now(): number;
  /** Current real time in epoch milliseconds, whatever the offset (tokens, codes, limits). */
  realNow(): number;
  /** Milliseconds the clock runs ahead of real time (always 0 in production). */
  offset(): number;
  /** Re-reads the offset, so a move made by the operator CLI shows up. */
  refresh(): Promise<void>;
  /** Moves the clock forward by `ms` (development only) and stores it. */
  advance(ms: number): Promise<void>;
  /** Goes back to real time (development only) and stores it. */
  reset(): Promise<void>;
}

/** Creates the clock and loads its stored offset. */
export async function createClock(db: Db, opts: { production: boolean; realNow?: () => number }): Promise<Clock> {
  const realNow = opts.realNow ?? Date.now;
  let offset = 0;
  const clock: Clock = {
    now: () => realNow() + offset,
    realNow: () => realNow(),
    offset: () => offset,
    async refresh() {
      if (opts.production) return;
      const value = await readSetting(db, KEY);
      offset = value === undefined ? 0 : Number(value) || 0;
    },
    async advance(ms) {
      if (opts.production) throw new Error('the clock can only be moved in development');
      if (!Number.isFinite(ms) || ms < 0) throw new Error('the clock only moves forward');
      await clock.refresh();
      await store(offset + Math.round(ms));
    },
    async reset() {
      if (opts.production) throw new Error('the clock can only be moved in development');
      await store(0);
    },
  };
  async function store(ms: number) {
    await writeSetting(db, KEY, String(ms));
    offset = ms;
  }
  await clock.refresh();
  return clock;
}
