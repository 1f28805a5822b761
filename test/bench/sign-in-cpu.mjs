// Where a sign-in's server CPU goes, against a plain request: starts the built server (dist) on a
// fresh data folder, then in bursts of CONCURRENCY: N plain signed-in requests (GET /user/status),
// N code sends and N code checks (each a new phone and device), reading the server process's CPU time
// (/proc) and, when strace is there, its fsync/fdatasync calls (a commit is one on SQLite with
// synchronous=FULL) around each. `node --import tsx test/bench/sign-in-cpu.mjs` (N=200 by default).
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import * as harness from '../e2e/harness.ts';

const N = Number(process.env.N ?? 200);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 10);
const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

await harness.startServer({ LOG_LEVEL: 'warn', ...(process.env.PROF ? { NODE_OPTIONS: '--import ' + process.env.PROF } : {}) });
const pid = readdirSync('/proc')
  .filter((d) => /^\d+$/.test(d))
  .find((d) => {
    try {
      return readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1].split(' ')[1] === String(process.pid);
    } catch {
      return false;
    }
  });
if (!pid) throw new Error('no server process');
/** The server's user+system CPU so far, in ms. */
const cpu = () => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) * TICK_MS;
};

/** Runs `each(i)` N times, CONCURRENCY at once; returns the server CPU ms per call and the syncs per call. */
async function burst(each) {
  const tracer = spawnTracer();
  await new Promise((r) => setTimeout(r, 300));
  const before = cpu();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < N) await each(next++);
    }),
  );
  const ms = cpu() - before;
  const syncs = await tracer.stop();
  return { cpuMs: ms / N, syncs: syncs === null ? null : syncs / N };
}

function spawnTracer() {
  let out = '';
  let child;
  try {
    child = spawn('strace', ['-f', '-c', '-e', 'trace=fsync,fdatasync', '-p', pid], { stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr.on('data', (b) => (out += b));
    child.on('error', () => (child = null));
  } catch {
    child = null;
  }
  return {
    stop: () =>
      new Promise((done) => {
        if (!child) return done(null);
        child.once('close', () => {
          // strace -c's table: % time, seconds, usecs/call, calls, [errors,] syscall.
          const calls = out
            .split('\n')
            .map((l) => l.trim().split(/\s+/))
            .filter((f) => f.at(-1) === 'fsync' || f.at(-1) === 'fdatasync')
            .reduce((n, f) => n + Number(f[3]), 0);
          done(/attach: ptrace|Operation not permitted/.test(out) ? null : calls);
        });
        child.kill('SIGINT');
      }),
  };
}

const phoneOf = (i) => '0917' + String(5_000_000 + i).padStart(7, '0');
try {
  const token = await harness.signInViaApi('09170000001');
  const plain = await burst(() => harness.callApi('GET', '/user/status', { token }));
  const send = await burst((i) => harness.callApi('POST', `/login/otp?phone=${phoneOf(i)}&type=1`, { deviceId: 'dev-' + i }));
  const codes = [];
  for (let i = 0; i < N; i++) codes.push(await harness.otpFor(phoneOf(i)));
  const check = await burst(async (i) => {
    const r = await harness.callApi('POST', '/login/otpLoginCheck', { body: { phone: phoneOf(i), code: codes[i] }, deviceId: 'dev-' + i });
    if (r.code !== 200) throw new Error(`sign-in ${i}: ${r.code} ${r.msg}`);
  });
  const row = (name, r) =>
    console.log(
      `${name.padEnd(28)} ${r.cpuMs.toFixed(2).padStart(7)} ms ${(r.cpuMs / plain.cpuMs).toFixed(1).padStart(5)}x  ${r.syncs === null ? '-' : r.syncs.toFixed(2)} syncs`,
    );
  console.log(`\nserver CPU per call, N=${N}, ${CONCURRENCY} at once (syncs: fsync+fdatasync per call)\n`);
  row('GET /user/status (plain)', plain);
  row('POST /login/otp', send);
  row('POST /login/otpLoginCheck', check);
  row('sign-in (both)', { cpuMs: send.cpuMs + check.cpuMs, syncs: send.syncs === null ? null : send.syncs + check.syncs });
} finally {
  await harness.stopAll();
}
