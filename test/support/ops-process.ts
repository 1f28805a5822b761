// The operator CLI as a process of its own, as `npm run ops` runs it: for the journeys, the chaos
// run and the CLI test on a live server. Asynchronous, so a stand-in service this process runs (a push
// service, the chaos gateway) can answer the CLI meanwhile. Server suites call it in process (`s.ops`).
import { spawn } from 'node:child_process';

/** Runs the bundled CLI `entry` (dist/server/ops.mjs) with `args` in development, `env` naming its database: its exit code and output (standard output first). */
export function opsProcess(entry: string, env: Record<string, string>, args: string[]): Promise<{ code: number; text: string }> {
  const child = spawn(process.execPath, [entry, ...args], {
    env: { ...process.env, NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 30_000,
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (b: Buffer) => (out += b));
  child.stderr.on('data', (b: Buffer) => (err += b));
  return new Promise((done) => child.once('close', (code) => done({ code: code ?? 1, text: out + err })));
}
