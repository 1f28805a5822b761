// The built server (dist/server/index.mjs, or a bundle of its own) as a child process, for every
// caller that starts the real entry point: the server start tests, the browser journeys, the chaos
// run and the benchmarks. Plain JavaScript so the benchmarks that run without tsx can use it too.
import { spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** True when something on 127.0.0.1 takes a connection on `port` (http or https alike, whatever LOG_LEVEL hides). */
function accepts(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts `entry` in development with `env` without waiting for it; every output line goes to `lines` (and `onLine`). */
export function spawnServer({ entry = 'dist/server/index.mjs', env = {}, lines = [], onLine } = {}) {
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const from = lines.length;
  let stderr = '';
  const collect = (stream, isErr) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const text = chunk.toString();
      if (isErr) stderr += text;
      const parts = (rest + text).split('\n');
      rest = parts.pop();
      for (const line of parts) {
        lines.push(line);
        onLine?.(line);
      }
    });
  };
  collect(child.stdout, false);
  collect(child.stderr, true);
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const running = () => child.exitCode === null && child.signalCode === null;
  /** This life's JSON log lines, parsed (other lines left out). */
  const logs = () =>
    lines.slice(from).flatMap((l) => {
      try {
        const o = JSON.parse(l);
        return o && typeof o === 'object' ? [o] : [];
      } catch {
        return [];
      }
    });
  return {
    child,
    lines,
    exited,
    logs,
    running,
    stderr: () => stderr,
    /** Waits for the log line `msg` of this life, as an operator watching the log would, and returns it parsed. */
    async logged(msg, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const line = logs().find((l) => l.msg === msg);
        if (line) return line;
        if (Date.now() > until) throw new Error(`never logged ${msg}:\n${lines.slice(from).join('\n')}`);
        await sleep(50);
      }
    },
    /** SIGTERM, and SIGKILL if it has not ended after 5 s; resolves once it has exited. */
    async stop() {
      if (!running()) return;
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Starts `entry` on `port` (PORT in `env`, else a free one) and resolves once the port takes
 * connections; throws with the last output lines if the process ends or `timeoutMs` passes first.
 */
export async function startServer({ port, timeoutMs = 30_000, ...opts } = {}) {
  const at = port ?? (Number(opts.env?.PORT) || (await freePort()));
  const server = spawnServer({ ...opts, env: { ...opts.env, PORT: String(at) } });
  const until = Date.now() + timeoutMs;
  while (!(await accepts(at))) {
    if (!server.running() || Date.now() > until) {
      await server.stop();
      throw new Error(`the server did not start (exit ${server.child.exitCode}):\n${server.lines.slice(-30).join('\n')}`);
    }
    await sleep(50);
  }
  return { ...server, port: at };
}
