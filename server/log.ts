// Structured logs: one JSON object per line on standard output.

/** Log levels, quietest last. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

/** Where log lines go; tests pass their own to capture them. */
export type WriteLine = (line: string) => void;

/** A logger writing JSON lines `{time, level, msg, ...fields}`. */
export interface Log {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/** Writes a line to standard output. */
export const stdoutLine: WriteLine = (line) => void process.stdout.write(line + '\n');

/** Creates a logger that drops lines below `level`. */
export function createLog(level: LogLevel, write: WriteLine = stdoutLine): Log {
  const at = (lvl: Exclude<LogLevel, 'silent'>) => (msg: string, fields?: Record<string, unknown>) => {
    if (RANK[lvl] < RANK[level]) return;
    // Log time is the real wall clock, not the business clock (which development may move).
    write(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields }));
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
