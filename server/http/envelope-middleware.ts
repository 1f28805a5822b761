// Opens enveloped request bodies before any handler runs, and seals every JSON answer.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../app-error';
import type { AppEnv } from './env';
import { open, seal } from './envelope';
import { MAX_JSON_DEPTH, nestedDeeperThan } from './json-depth';
import { parseJsonText } from './json-text';
import type { Envelope } from './mount-rules';

/** Options of the envelope middleware. */
export interface EnvelopeOptions {
  key: Buffer;
  /** ALLOW_PLAINTEXT: `sealed` mounts also take plain JSON, and answer in kind without `EFLAG: 1`. */
  allowPlaintext: boolean;
}

// Plain JSON is welcome where the mount says so, or everywhere with ALLOW_PLAINTEXT (development).
const plainAllowed = (envelope: Envelope, opts: EnvelopeOptions) => envelope !== 'sealed' || opts.allowPlaintext;

/**
 * Outermost on the API: turns the `{code, data, msg}` answer (handler or error mapping alike) into
 * `{"payload": ...}` with HTTP 200 (503 when busy), unless the mount is `plain` or plain answers were agreed for this request;
 * every answer says `Cache-Control: no-store`.
 */
export function sealAnswers(opts: EnvelopeOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const envelope = c.get('mount')?.envelope ?? 'sealed';
    c.set('sealed', envelope !== 'plain' && !(plainAllowed(envelope, opts) && c.req.header('EFLAG') !== '1'));
    await next();
    if (c.get('sealed') && c.res.headers.get('content-type')?.startsWith('application/json')) {
      const plain = await c.res.text();
      const headers = new Headers(c.res.headers);
      headers.delete('content-length');
      // Busy (503) keeps its status: it is no business outcome, and proxies and clients may retry on it.
      const status = c.res.status === 503 ? 503 : 200;
      c.res = undefined;
      c.res = new Response(JSON.stringify({ payload: seal(opts.key, plain) }), { status, headers });
    }
    // Answers are one borrower's data: no browser or proxy cache may keep them.
    c.res.headers.set('Cache-Control', 'no-store');
  };
}

/** Refuses bodies over `jsonBytes` (`uploadBytes` for multipart) with code 413 before they are read. */
export function limitBodies(jsonBytes: number, uploadBytes: number): MiddlewareHandler<AppEnv> {
  const limiter = (max: number) =>
    bodyLimit({
      maxSize: max,
      onError: (c) => {
        // The rest of the body is never read: closing the connection after the answer keeps the
        // server from draining it and the client from sending more on a half-read connection.
        c.header('Connection', 'close');
        throw max === uploadBytes
          ? new AppError(413, 'uploadTooLarge', { mb: Math.floor(max / 1024 / 1024) })
          : new AppError(413, 'tooLarge', { kb: Math.floor(max / 1024) });
      },
    });
  const json = limiter(jsonBytes),
    upload = limiter(uploadBytes);
  return (c, next) => (c.req.header('content-type')?.startsWith('multipart/') ? upload : json)(c, next);
}

/** Opens `{"payload"}` bodies sent with `EFLAG: 1` (plain JSON where allowed) into `c.get('body')`; a bad one gets code 400 here. `plain` mounts read their own. */
export function openRequests(opts: EnvelopeOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('body', {});
    const type = c.req.header('content-type') ?? '';
    // Uploads and form posts are not enveloped (PRODUCT.md section 2); their handlers parse them.
    if (['GET', 'HEAD', 'OPTIONS'].includes(c.req.method) || /^(multipart\/form-data|application\/x-www-form-urlencoded)/.test(type))
      return next();
    const envelope = c.get('mount')?.envelope ?? 'sealed';
    // A signed callback's handler checks the signature over the raw bytes before it parses anything.
    if (envelope === 'plain') return next();
    const text = await c.req.text();
    const sealed = c.req.header('EFLAG') === '1';
    if (text.trim()) c.set('body', sealed ? openBody(opts.key, text) : plainBody(plainAllowed(envelope, opts), text));
    await next();
  };
}

function openBody(key: Buffer, text: string): Record<string, unknown> {
  let payload: unknown;
  try {
    payload = (JSON.parse(text) as { payload?: unknown })?.payload;
    return asObject(parseJsonText(open(key, payload as string)));
  } catch (e) {
    throw e instanceof AppError ? e : new AppError(400, 'badEnvelope');
  }
}

function plainBody(allowed: boolean, text: string): Record<string, unknown> {
  if (!allowed) throw new AppError(400, 'plaintextRefused');
  try {
    return asObject(parseJsonText(text));
  } catch (e) {
    throw e instanceof AppError ? e : new AppError(400, 'badEnvelope');
  }
}

function asObject(v: unknown): Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new Error('body must be a JSON object');
  if (nestedDeeperThan(v, MAX_JSON_DEPTH)) throw new AppError(400, 'tooDeep', { depth: MAX_JSON_DEPTH });
  return v as Record<string, unknown>;
}
