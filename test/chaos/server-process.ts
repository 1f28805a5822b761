// The built server as a child process that the chaos run kills with SIGKILL and starts again on the
// same port and database, keeping every line it printed across lives (the development codes).
import { type ServerHandle, startServer } from '../support/built-server.mjs';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const ENTRY = join('dist', 'server', 'index.mjs');

/** What the chaos actors and the killer see of the server: one process, or a pair behind a proxy. */
export interface Served {
  readonly url: string;
  readonly kills: number;
  readonly downMs: number;
  start(): Promise<void>;
  kill(): Promise<void>;
  killNow(): void;
  stop(): Promise<void>;
  codeFor(phone: string, purpose?: string): string | null;
}

/** One server: the same port, database and environment across kills and restarts. */
export class ServerProcess implements Served {
  /** Every line printed by every life of the server. */
  readonly lines: string[] = [];
  /** How many times it was killed with SIGKILL. */
  kills = 0;
  /** Milliseconds from each kill until the next life answered, summed. */
  downMs = 0;
  private killedAt = 0;
  private server: ServerHandle | null = null;

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  /** e.g. http://127.0.0.1:41234 */
  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** True while a life is running. */
  get running(): boolean {
    return this.server?.running() ?? false;
  }

  /** Starts a life and waits until it answers (at most `timeoutMs`: on a shared, loaded machine a restart amid the traffic took over 20 s). */
  async start(timeoutMs = 90_000): Promise<void> {
    if (!existsSync(ENTRY)) throw new Error(`${ENTRY} is missing: run node build.mjs first`);
    this.server = await startServer({ entry: ENTRY, port: this.port, env: this.env, lines: this.lines, timeoutMs });
    if (this.killedAt) this.downMs += Date.now() - this.killedAt;
    this.killedAt = 0;
  }

  /** kill -9: no shutdown handler runs, open transactions die with it. */
  async kill(): Promise<void> {
    const server = this.server;
    if (!server?.running()) return;
    server.child.kill('SIGKILL');
    await server.exited;
    this.kills++;
    this.killedAt = Date.now();
  }

  /** Ends the running life at once (a run that overran its time), without waiting. */
  killNow(): void {
    if (this.running) this.server!.child.kill('SIGKILL');
  }

  /** A gentle stop at the end (SIGTERM), so the database is closed before it is checked. */
  async stop(): Promise<void> {
    await this.server?.stop();
  }

  /** The newest code the development SMS provider printed for `phone` (sign-in, or `purpose`). */
  codeFor(phone: string, purpose?: string): string | null {
    for (let i = this.lines.length - 1; i >= 0; i--) {
      const l = this.lines[i];
      if (!l.startsWith('{"msg":"otp"')) continue;
      const o = JSON.parse(l) as { phone: string; code: string; purpose?: string };
      if (o.phone === phone && o.purpose === purpose) return o.code;
    }
    return null;
  }
}
