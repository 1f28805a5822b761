// A second build and server for journeys that need other build settings (e.g. ORIGIN_FLAG=1 for
// embedded mode): built into its own OUT_DIR beside dist/, served on its own port and data folder.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startServer } from '../support/built-server.mjs';

/** A running second server. */
export interface SecondServer {
  /** e.g. http://127.0.0.1:41235 */
  url: string;
  port: number;
  /** The latest development sign-in code this server logged for `phone`. */
  otpFor(phone: string): Promise<string>;
  stop(): Promise<void>;
}

/** Builds the app with `buildEnv` into `outDir` (throws with the build output on failure). */
export function buildInto(outDir: string, buildEnv: Record<string, string>): void {
  const r = spawnSync(process.execPath, ['build.mjs'], { env: { ...process.env, ...buildEnv, OUT_DIR: outDir }, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`build into ${outDir} failed:\n${r.stdout}\n${r.stderr}`);
}

/** Starts `outDir`'s server in development mode on a free port and waits until it answers; `env` may be made from its URL. */
export async function startSecondServer(
  outDir: string,
  envOrMake: Record<string, string> | ((url: string) => Record<string, string>) = {},
): Promise<SecondServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'loan-e2e-2-'));
  const url = `http://127.0.0.1:${port}`;
  const env = typeof envOrMake === 'function' ? envOrMake(url) : envOrMake;
  const server = await startServer({ entry: join(outDir, 'server', 'index.mjs'), port, env: { DATA_DIR: dataDir, ...env } }).catch((e) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw e;
  });
  const stop = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const otpFor = async (phone: string) => {
    for (let tries = 0; tries < 100; tries++) {
      const line = server
        .logs()
        .reverse()
        .find((l) => l.msg === 'otp' && l.phone === phone);
      if (line) return line.code as string;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no code logged for ${phone}`);
  };
  return { url, port, otpFor, stop };
}

/**
 * A stand-in partner site serving one HTML page at `http://localhost:<port>/` (a real local server:
 * Chromium's local-network checks refuse a loopback frame inside a page that came from nowhere).
 */
export async function startPartnerSite(html: () => string): Promise<{ url: string; stop(): Promise<void> }> {
  const { createServer: createHttpServer } = await import('node:http');
  const port = await freePort();
  const server = createHttpServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(html());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://localhost:${port}/`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
