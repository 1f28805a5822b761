// How a stopping server lets its connections go while its port stays open for the drain window: the
// load balancer keeps sending until /healthz's 503 takes this copy out, and every connection it
// reuses would otherwise keep coming here. So at once the idle keep-alive connections close, each
// answer from then on closes its connection (HTTP/1.1 `Connection: close`, after the answer for a
// request already under way), and each HTTP/2 session is told to go away (GOAWAY): its streams under
// way finish, no new one starts on it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Http2Session } from 'node:http2';
import type { ServerType } from '@hono/node-server';

/** The connections of a listening server, to let go of when it stops. */
export interface Drainer {
  /** Starts draining: idle connections close now, busy ones after their answer. Safe to call again. */
  drain(): void;
}

/** Watches `server`'s requests and sessions from now on, so `drain()` can let each connection go. */
export function connectionDrainer(server: ServerType): Drainer {
  let draining = false;
  const sessions = new Set<Http2Session>();
  // Runs before the app's handler, while the answer's headers can still be set.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.httpVersionMajor !== 1) return;
    if (draining) res.setHeader('Connection', 'close');
    else res.once('finish', () => draining && req.socket.end());
  });
  server.on('session', (session: Http2Session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
    // A session opened while draining serves its first request, then goes away.
    session.once('stream', () => draining && session.close());
  });
  return {
    drain() {
      draining = true;
      (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
      for (const session of sessions) session.close();
    },
  };
}
