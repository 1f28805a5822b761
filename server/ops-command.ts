// The shape of an operator command, below every area: each area defines its commands beside its
// code (user/ops.ts, clock-ops.ts), and only ops/run.ts, on top, names them all.
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/connection';

/** What a command needs. */
export interface OpsContext {
  config: Config;
  db: Db;
  clock: Clock;
  /** Prints one line of output. */
  out: (line: string) => void;
}

/** One command of `npm run ops`. */
export interface OpsCommand {
  /** The command line it takes, for the usage text (`clock [advance <days>]`). */
  usage: string;
  help: string;
  /** Runs it; resolves with the process exit code. */
  run: (ctx: OpsContext, args: string[]) => Promise<number>;
}

/** Prints an error line and answers exit code 1. */
export function fail(out: (l: string) => void, msg: string): number {
  out(`error: ${msg}`);
  return 1;
}

/** A time for people: ISO 8601 to the second, '-' when there is none. */
export function iso(ms: number | null): string {
  return ms === null ? '-' : new Date(ms).toISOString().replace('.000Z', 'Z');
}

/** A decimal number as an operator types it (`3`, `1.5`); null for anything else (`0x10`, `1e3`, `12abc`). */
export function decimal(text: string | undefined): number | null {
  return text !== undefined && /^\d{1,9}(\.\d{1,6})?$/.test(text) ? Number(text) : null;
}

/** A whole decimal number (ids, pages); null for anything else. */
export function wholeNumber(text: string | undefined): number | null {
  return text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/** What a listing command prints: its line for no rows, its columns' names, a row's cells and the closing count. */
export interface Listing<T> {
  none: string;
  header: readonly string[];
  row: (r: T) => unknown[] | Promise<unknown[]>;
  total: (n: number) => string;
}

/** Prints `rows` as tab-separated lines under the header, then the count (or only `none`); answers exit code 0. */
export async function printListing<T>(out: (l: string) => void, rows: readonly T[], listing: Listing<T>): Promise<number> {
  if (!rows.length) {
    out(listing.none);
    return 0;
  }
  out(listing.header.join('\t'));
  for (const r of rows) out((await listing.row(r)).join('\t'));
  out(listing.total(rows.length));
  return 0;
}
