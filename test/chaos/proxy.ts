// A small round-robin HTTP proxy in front of the two server instances of the `postgres-pair` run, as
// a load balancer would stand there: each request goes to the next instance; one that refuses the
// connection (killed, not back yet) is passed over for the other. A request an instance dies in
// the middle of is not sent again (it may have been done): the client sees 502, as it would see a
// cut socket, and retries with its key.
import { createServer, type IncomingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A running proxy: its URL, how many requests each instance got, and how to stop it. */
export interface RoundRobin {
  url: string;
  served: number[];
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);
const endToEnd = (h: IncomingHttpHeaders) => Object.fromEntries(Object.entries(h).filter(([k]) => !HOP_BY_HOP.has(k)));

/** Starts the proxy on a free port of 127.0.0.1, over the instances on `ports`. */
export async function roundRobin(ports: readonly number[]): Promise<RoundRobin> {
  let next = 0;
  const served = ports.map(() => 0);
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    for (let tried = 0; tried < ports.length; tried++) {
      const i = next++ % ports.length;
      const outcome = await new Promise<'done' | 'refused' | 'cut'>((resolve) => {
        const up = request(
          { host: '127.0.0.1', port: ports[i], method: req.method, path: req.url, headers: endToEnd(req.headers), agent: false },
          (answer) => {
            served[i]++;
            res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
            answer.pipe(res);
            answer.on('end', () => resolve('done'));
            answer.on('error', () => {
              res.destroy();
              resolve('done');
            });
          },
        );
        up.on('error', (e: NodeJS.ErrnoException) => resolve(e.code === 'ECONNREFUSED' ? 'refused' : 'cut'));
        up.end(body);
      });
      if (outcome === 'done') return;
      if (outcome === 'cut') break;
    }
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' }).end('no instance answered');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
