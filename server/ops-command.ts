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

/** What a command that lists rows says: its name, its help, where the rows come from and how each reads. */
export interface TableSpec<T> {
  /** The command's name, which takes no arguments. */
  usage: string;
  help: string;
  rows: (db: Db) => Promise<T[]>;
  /** The column names, printed first. */
  header: string[];
  /** One row's cells, in the header's order; `ctx` is what the command runs with (the data folder, for a file's path). */
  row: (r: T, ctx: OpsContext) => unknown[];
  /** Printed alone, instead of the header, when there are no rows; without it an empty table still prints its header. */
  empty?: string;
  /** Lines printed after the rows (counts, totals). */
  after?: (rows: T[], db: Db) => Promise<string[]>;
}

/** A command that takes no arguments and prints rows as tab-separated lines under a header. */
export function tableCommand<T>(spec: TableSpec<T>): OpsCommand {
  return {
    usage: spec.usage,
    help: spec.help,
    async run(ctx, args) {
      const { db, out } = ctx;
      if (args.length) return fail(out, `${spec.usage} takes no arguments`);
      const rows = await spec.rows(db);
      if (!rows.length && spec.empty) {
        out(spec.empty);
        return 0;
      }
      out(spec.header.join('\t'));
      for (const r of rows) out(spec.row(r, ctx).join('\t'));
      for (const line of (await spec.after?.(rows, db)) ?? []) out(line);
      return 0;
    },
  };
}

/** What a command of two arguments, `<text> <whole number from 1>`, says: how to call it, and what it does with the two. */
export interface TextAndWholeSpec {
  usage: string;
  help: string;
  /** The error printed for any other arguments. */
  refusal: string;
  run: (ctx: OpsContext, text: string, whole: number) => Promise<number>;
}

/** A command of two arguments, a text and a whole number from 1 (`match evt_123 12`, `pay PCABCDEFGH23 150000`); anything else is refused. */
export function textAndWholeCommand(spec: TextAndWholeSpec): OpsCommand {
  return {
    usage: spec.usage,
    help: spec.help,
    run(ctx, args) {
      const whole = wholeNumber(args[1]);
      if (args.length !== 2 || !args[0] || whole === null || whole < 1) return Promise.resolve(fail(ctx.out, spec.refusal));
      return spec.run(ctx, args[0], whole);
    },
  };
}
