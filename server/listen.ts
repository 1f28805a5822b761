// Opens the port: plain HTTP/1.1, or, with TLS_CERT/TLS_KEY, TLS terminated here with HTTP/2 offered
// first and HTTP/1.1 kept for clients that do not speak it (ALPN). Over HTTP/2 every file of the
// first screen travels on one connection at once, instead of six at a time.
import { readFileSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import { type ServerType, serve } from '@hono/node-server';

/** What the server needs to listen. */
export interface ListenOptions {
  port: number;
  tls: { cert: string; key: string } | null;
  /** Listen on this address only (tests use 127.0.0.1); all interfaces when absent. */
  hostname?: string;
}

/** Serves `fetch` on the port; `onListening` gets the URL to print. */
export function listen(
  fetch: (req: Request) => Response | Promise<Response>,
  opts: ListenOptions,
  onListening: (url: string, port: number) => void,
): ServerType {
  const { port, tls, hostname } = opts;
  const scheme = tls ? 'https' : 'http';
  const announce = (info: { port: number }) => onListening(`${scheme}://localhost:${info.port}`, info.port);
  if (!tls) return serve({ fetch, port, hostname }, announce);
  return serve(
    {
      fetch,
      port,
      hostname,
      createServer: createSecureServer,
      serverOptions: { cert: readFileSync(tls.cert), key: readFileSync(tls.key), allowHTTP1: true },
    },
    announce,
  );
}
