import type { ChildProcess } from 'node:child_process';

/** What starts a server: its entry (default dist/server/index.mjs), its environment, where its output lines go. */
export interface ServerOptions {
  entry?: string;
  env?: Record<string, string>;
  lines?: string[];
  onLine?: (line: string) => void;
}

/** A server process and what it printed. */
export interface ServerHandle {
  child: ChildProcess;
  lines: string[];
  exited: Promise<number | null>;
  logs(): any[];
  running(): boolean;
  stderr(): string;
  logged(msg: string, timeoutMs?: number): Promise<any>;
  stop(): Promise<void>;
}

/** A port nobody listens on right now. */
export declare function freePort(): Promise<number>;
/** Starts the server without waiting for it. */
export declare function spawnServer(opts?: ServerOptions): ServerHandle;
/** Starts the server and resolves once its port takes connections. */
export declare function startServer(opts?: ServerOptions & { port?: number; timeoutMs?: number }): Promise<StartedServer>;
/** A server whose port takes connections. */
export interface StartedServer extends ServerHandle {
  port: number;
}
