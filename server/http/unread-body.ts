// A request answered before its body was read (a refused large body, a 401 ahead of an upload) must
// not stay in the keep-alive pool: its answer says `Connection: close`, so a well-behaved client opens
// a fresh connection for its next request. Closing at once would be worse than keeping it: a socket
// closed with unread data makes the kernel reset the connection, and a client still sending its body
// gets EPIPE and never reads the answer. So the server lingers, as nginx does: it sends the answer
// and its FIN, then keeps reading and discarding what the client still sends, for a bounded time,
// silence and size, and only then closes.
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { MiddlewareHandler } from 'hono';

/** How long, how silent and how much the server reads after an early answer before it closes. */
export interface LingerBounds {
  /** The whole linger, from the answer on. */
  lingerMs: number;
  /** Closed sooner when nothing arrives for this long. */
  idleMs: number;
  /** Closed sooner past this many bytes read after the answer. */
  maxBytes: number;
}

/** The app's bounds: a refused 6 MB upload on a slow uplink still reads its answer. */
export const LINGER: LingerBounds = { lingerMs: 10_000, idleMs: 2_000, maxBytes: 8 * 1024 * 1024 };

/** Outermost middleware: answers to requests whose body was not read to its end say `Connection: close`, and their socket lingers. */
export function closeWhenBodyUnread(bounds: LingerBounds = LINGER): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // Only under @hono/node-server over HTTP/1.1; in-process requests (tests' app.request) have no socket.
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (!incoming || incoming.readableEnded || incoming.method === 'GET' || incoming.method === 'HEAD') return;
    try {
      c.res.headers.set('Connection', 'close');
    } catch {
      // Immutable headers (a fetched or cached Response): copy it once.
      const res = new Response(c.res.body, c.res);
      res.headers.set('Connection', 'close');
      c.res = undefined;
      c.res = res;
    }
    if (incoming.httpVersionMajor === 1) lingerOnClose(incoming, bounds);
  };
}

const lingering = new WeakSet<Socket>();

// Node's HTTP server closes a `Connection: close` socket with destroySoon() once the answer is
// written (so do @hono/node-server's drain limits). On this socket that becomes: end our side, read
// and discard the rest of the request, and destroy at the first bound reached.
function lingerOnClose(incoming: IncomingMessage, { lingerMs, idleMs, maxBytes }: LingerBounds): void {
  const socket = incoming.socket;
  if (lingering.has(socket)) return;
  lingering.add(socket);
  let started = false;
  socket.destroySoon = () => {
    if (started) return;
    started = true;
    if (socket.writable) socket.end(); // the answer, then FIN: the client reads it whatever it still sends
    // Two counts, since either may stand still: the HTTP parser may consume the socket's handle
    // directly (bytesRead then stays put), and a request whose body was already done emits no data.
    let bodyRead = 0;
    const onBody = (chunk: Buffer) => {
      bodyRead += chunk.length;
    };
    // The answer is out, so nobody needs the rest of the body: a reader that started on it (a body
    // limit, the web stream around the request) would keep the stream paused once its queue is full.
    incoming.removeAllListeners('data');
    incoming.on('data', onBody);
    incoming.resume();
    const socketAtStart = socket.bytesRead;
    const read = () => Math.max(socket.bytesRead - socketAtStart, bodyRead);
    let lastRead = 0;
    let quietSince = Date.now();
    const stop = () => {
      clearTimeout(deadline);
      clearInterval(sample);
      incoming.off('data', onBody);
      socket.destroy();
    };
    const deadline = setTimeout(stop, lingerMs);
    const sample = setInterval(
      () => {
        const now = read();
        if (now > maxBytes) return stop();
        if (now !== lastRead) {
          lastRead = now;
          quietSince = Date.now();
        } else if (Date.now() - quietSince >= idleMs) stop();
      },
      Math.min(idleMs, 50),
    );
    deadline.unref();
    sample.unref();
    socket.once('end', stop); // the client closed its side: nothing more will come
    socket.once('close', () => {
      clearTimeout(deadline);
      clearInterval(sample);
    });
  };
}
