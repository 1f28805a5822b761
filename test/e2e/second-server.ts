// A second build and server for journeys that need other build settings (e.g. ORIGIN_FLAG=1 for
// embedded mode): built into its own OUT_DIR beside dist/, served on its own port and data folder.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './harness';

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
  const lines: string[] = [];
  const child: ChildProcess = spawn(process.execPath, [join(outDir, 'server', 'index.mjs')], {
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (b: Buffer) => lines.push(b.toString()));
  child.stderr!.on('data', (b: Buffer) => lines.push(b.toString()));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const otpFor = async (phone: string) => {
    for (let tries = 0; tries < 100; tries++) {
      const line = lines
        .join('')
        .split('\n')
        .reverse()
        .find((l) => l.includes('"msg":"otp"') && l.includes(`"phone":"${phone}"`));
      if (line) return JSON.parse(line).code as string;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no code logged for ${phone}`);
  };
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url + '/')).ok) return { url, port, otpFor, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error('second server did not start:\n' + lines.join(''));
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
