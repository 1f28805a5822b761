// A client that goes away mid-request (a dropped mobile connection during an upload) makes the body
// read fail. That is the network, not a server fault: it is logged as an aborted request, no stack.
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

const ABORT_CODES = new Set(['ECONNRESET', 'ERR_STREAM_PREMATURE_CLOSE', 'ABORT_ERR']);

/** True when `err` comes from the client closing its connection before the request was read. */
export function clientWentAway(c: Context, err: Error): boolean {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const code = (err as { code?: string }).code ?? '';
  return (
    Boolean(incoming?.aborted || incoming?.errored) ||
    c.req.raw.signal?.aborted ||
    ABORT_CODES.has(code) ||
    err.name === 'AbortError' ||
    err.message === 'aborted'
  );
}
