// A request answered before its body was read (a refused large body, a 401 ahead of an upload) must
// not leave its connection in the keep-alive pool: the server discards the rest for a while and then
// destroys the socket, and the client's next pooled request would die with it. Such answers say
// `Connection: close`, so a well-behaved client opens a fresh connection for its next request.
import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';

/** Outermost middleware: marks answers to requests whose body was not read to its end. */
export function closeWhenBodyUnread(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // Only under @hono/node-server; in-process requests (tests' app.request) have no socket.
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
  };
}
