// A body refused before it was read: the answer goes out with `Connection: close`, and the server
// keeps reading and discarding what the client is still sending, within bounds, before it closes (as
// nginx's lingering close does). Closing at once makes the kernel reset the connection, and a client
// still writing gets EPIPE and never reads the answer. Real servers on 127.0.0.1, raw sockets.
import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { closeWhenBodyUnread } from '../../../server/http/unread-body';
import { clientOpen, startTestServer } from '../harness';

async function listen(fetch: (req: Request) => Response | Promise<Response>) {
  const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise((r) => server.once('listening', r));
  return {
    port: (server.address() as AddressInfo).port,
    /** Connections the server still holds. */
    open: () => new Promise<number>((r, j) => server.getConnections((e, n) => (e ? j(e) : r(n)))),
    stop: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}

/** A raw client connection: what it read, whether writing failed, and when the server ended or reset it. */
function rawClient(port: number) {
  const sock = connect(port, '127.0.0.1');
  const seen = { text: '', error: null as NodeJS.ErrnoException | null, ended: false, closed: false };
  sock.on('data', (d) => (seen.text += d.toString('latin1')));
  sock.on('error', (e) => (seen.error = e));
  sock.on('end', () => (seen.ended = true));
  const closed = new Promise<void>((r, reject) => {
    // A test that would hang fails instead.
    const timer = setTimeout(() => (sock.destroy(), reject(new Error('the connection was left open'))), 5000);
    sock.on('close', () => {
      clearTimeout(timer);
      seen.closed = true;
      r();
    });
  });
  return { sock, seen, closed, opened: new Promise((r) => sock.once('connect', r)) };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Writes `total` bytes of chunked body in `piece`-byte chunks, `everyMs` apart, as a slow uplink does; stops at the first error. */
async function sendChunked(sock: Socket, total: number, piece: number, everyMs: number, finish = true): Promise<number> {
  let sent = 0;
  const chunk = Buffer.alloc(piece, 'a');
  while (sent < total && !sock.destroyed) {
    await pause(everyMs);
    if (sock.destroyed) break;
    sock.write(`${piece.toString(16)}\r\n`);
    sock.write(chunk);
    sock.write('\r\n');
    sent += piece;
  }
  if (finish && !sock.destroyed) sock.write('0\r\n\r\n');
  return sent;
}

// The outside probe: a 2 MB chunked POST to a JSON route got no answer at all (the client saw EPIPE).
test('a 2 MB chunked POST to a JSON route is answered 413, and a client that reads only after sending reads it', async () => {
  const s = await startTestServer();
  const server = await listen(s.app.fetch);
  try {
    const c = rawClient(server.port);
    await c.opened;
    c.sock.pause(); // a simple client: it sends the whole body first, then reads
    c.sock.write(
      'POST /api/metric/event/1/x HTTP/1.1\r\nHost: x\r\nEFLAG: 1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
    );
    await sendChunked(c.sock, 2 * 1024 * 1024, 16 * 1024, 10);
    c.sock.resume();
    await c.closed;
    assert.is(c.seen.error, null, `the client's writes failed: ${c.seen.error?.code}`);
    const [head, body] = c.seen.text.split('\r\n\r\n');
    assert.match(head, /^HTTP\/1\.1 200/);
    assert.match(head.toLowerCase(), /\r\nconnection: close/);
    assert.is(clientOpen(JSON.parse(body).payload).code, 413);
    assert.ok(c.seen.ended, 'the server ended the connection cleanly (FIN, not a reset)');

    // The client opens a new connection for its next request, and it is served.
    const next = rawClient(server.port);
    await next.opened;
    next.sock.write('GET /api/metric/config/info HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    await next.closed;
    assert.match(next.seen.text, /^HTTP\/1\.1 200/);
  } finally {
    await server.stop();
    await s.close();
  }
});

// Bounds small enough for a test; the app's own are seconds and megabytes (unread-body.ts).
const bounds = { lingerMs: 600, idleMs: 250, maxBytes: 256 * 1024 };
const refuser = () => {
  const app = new Hono();
  app.use('*', closeWhenBodyUnread(bounds));
  app.post('/', (c) => c.json({ code: 413 }));
  return app;
};

// A handler that read part of the body before refusing it (as a body limit does) leaves the rest to
// the HTTP parser, which reads the socket itself: the socket's own count stands still while the client
// is still sending, and lingering must not take that for silence.
test('a client still sending after the answer, past the silence bound, is read to the end, not reset', async () => {
  const app = new Hono();
  app.use('*', closeWhenBodyUnread({ ...bounds, lingerMs: 5000, maxBytes: 8 * 1024 * 1024 }));
  app.post('/', async (c) => {
    const reader = c.req.raw.body?.getReader();
    await reader?.read(); // the first piece, then refused
    return c.json({ code: 413 });
  });
  const server = await listen(app.fetch);
  try {
    const c = rawClient(server.port);
    await c.opened;
    c.sock.pause(); // it reads once it has sent everything
    c.sock.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n');
    // 16 KB every 20 ms for about 1.3 s: several times the silence bound, under the time and byte bounds.
    const sent = await sendChunked(c.sock, 1024 * 1024, 16 * 1024, 20);
    c.sock.resume();
    await c.closed;
    assert.is(c.seen.error, null, `the client's writes failed: ${c.seen.error?.code}`);
    assert.is(sent, 1024 * 1024, 'the whole body went out');
    assert.match(c.seen.text, /^HTTP\/1\.1 200/);
  } finally {
    await server.stop();
  }
});

test('lingering is bounded in time: a client that never stops sending is cut off once the time is up', async () => {
  const server = await listen(refuser().fetch);
  try {
    const c = rawClient(server.port);
    await c.opened;
    c.sock.allowHalfOpen = true; // it goes on sending after the server's FIN
    c.sock.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n');
    const started = Date.now();
    // 1 KB every 20 ms: well under the byte bound within the time bound.
    void sendChunked(c.sock, 10 * 1024 * 1024, 1024, 20, false);
    await c.closed;
    const ms = Date.now() - started;
    assert.match(c.seen.text, /^HTTP\/1\.1 200/, 'the answer was read first');
    assert.ok(ms >= bounds.lingerMs - 50 && ms < bounds.lingerMs + 1000, `closed after ${ms} ms`);
  } finally {
    await server.stop();
  }
});

test('lingering is bounded in size: past the byte bound the connection is closed at once', async () => {
  const server = await listen(refuser().fetch);
  try {
    const c = rawClient(server.port);
    await c.opened;
    c.sock.allowHalfOpen = true;
    c.sock.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n');
    const started = Date.now();
    const sent = sendChunked(c.sock, 10 * 1024 * 1024, 64 * 1024, 1, false);
    await c.closed;
    assert.ok(Date.now() - started < bounds.lingerMs, 'closed before the time bound');
    assert.ok((await sent) < 10 * 1024 * 1024, 'the rest of the body was not taken');
    assert.match(c.seen.text, /^HTTP\/1\.1 200/);
  } finally {
    await server.stop();
  }
});

test('lingering is bounded in silence: a client that stops sending but keeps the connection is closed', async () => {
  const server = await listen(refuser().fetch);
  try {
    const c = rawClient(server.port);
    await c.opened;
    c.sock.allowHalfOpen = true; // its side stays open after the server's FIN
    c.sock.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n');
    c.sock.write(Buffer.alloc(1000));
    await pause(bounds.idleMs / 2);
    assert.match(c.seen.text, /^HTTP\/1\.1 200/, 'answered at once');
    assert.is(await server.open(), 1, 'still listening for the rest of the body');
    await pause(bounds.idleMs + 200);
    assert.is(await server.open(), 0, 'closed after the silence');
    c.sock.destroy();
  } finally {
    await server.stop();
  }
});

test.run();
