import { locale, t } from '../i18n/i18n';
import { settings } from '../settings';
import { ApiError, reactionFor } from './catalogue';
import type { Envelope } from '../../contract/common';
import { forgetEarly, startEarly, takeEarly, type Wire } from './early';
import { open, seal } from './envelope';
import { apiHooks } from './hooks';
import { actionSettled, forgetKept } from './kept';
import { xhrUpload, type UploadProgress } from './xhr-upload';

/** Spec section 9: request time-out for both APIs. */
export const REQUEST_TIMEOUT_MS = 50_000;

/** A query string as an object; undefined values are left out. */
export type Query = Record<string, string | number | undefined>;

/** Per-call options. */
export interface CallOptions {
  query?: Query;
  /** Extra headers, e.g. `Idempotency-Key` (PRODUCT.md section 8). */
  headers?: Record<string, string>;
  /** No error report for this call (a background call, or a page that shows the error itself). */
  quiet?: boolean;
  /** Aborts the call (a page that is left); an aborted call rejects with kind `aborted` and is never reported. */
  signal?: AbortSignal;
  /** Uploads only: called as the body goes out (by XMLHttpRequest, which reports it; fetch does not). */
  onProgress?: UploadProgress;
  /** Lets the request outlive the page (an upload as the page is hidden or closed; bodies up to 64 KB). */
  keepalive?: boolean;
  /** A POST that changes nothing a read shows (a quote, a report): the kept answers stay (every other POST drops them). */
  readOnly?: boolean;
}

function headers(extra?: Record<string, string>): Record<string, string> {
  const { token, deviceId } = apiHooks();
  const h: Record<string, string> = {
    'App-Id': settings.appId,
    Version: String(settings.versionCode),
    'Device-Id': deviceId(),
    'Accept-Language': locale.value,
    EFLAG: '1',
  };
  const tok = token();
  if (tok) h.Authentication = tok;
  return { ...h, ...extra };
}

function url(base: string, path: string, query?: Query): string {
  const q = query ? new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined) as [string, string][]) : null;
  return base + path + (q && [...q].length ? '?' + q : '');
}

type Send = { method: 'GET' } | { method: 'POST'; body?: unknown; form?: FormData | URLSearchParams };

/** One call: envelope out, envelope in, then the error catalogue of spec section 8 in this one place. */
async function call<T>(base: Base, path: string, send: Send, opts: CallOptions = {}): Promise<T> {
  const quiet = base.quiet || opts.quiet;
  const ctrl = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    ctrl.abort();
  }, REQUEST_TIMEOUT_MS);
  // AbortSignal.any is missing on the older Android browsers this app serves, so the caller's signal is relayed.
  const relay = () => ctrl.abort();
  if (opts.signal?.aborted) ctrl.abort();
  opts.signal?.addEventListener('abort', relay);
  let wire: Wire;
  // An action may change what any read showed (a bill, a limit, an account): the kept answers and those
  // asked ahead go before it leaves (a read answered meanwhile is not kept) and again once it settled,
  // whatever its outcome.
  const action = send.method === 'POST' && base === userBase && !opts.readOnly;
  if (action) {
    forgetKept();
    forgetEarly();
  }
  try {
    const target = url(base.path, path, opts.query);
    const sending = headers(opts.headers);
    const init: RequestInit = { headers: sending, signal: ctrl.signal, ...(opts.keepalive ? { keepalive: true } : {}) };
    // The start script may have asked already (a signed-in start): its answer, or the network if that failed.
    const early = send.method === 'GET' ? takeEarly(target, sending) : null;
    if (early)
      wire = await untilAborted(
        early.catch(() => request(target, init)),
        ctrl.signal,
      );
    else if (send.method === 'GET') wire = await request(target, init);
    else if (send.form instanceof FormData && opts.onProgress && typeof XMLHttpRequest === 'function')
      wire = await xhrUpload(target, sending, send.form, ctrl.signal, opts.onProgress);
    else if (send.form) wire = await request(target, { ...init, method: 'POST', body: send.form });
    else
      wire = await request(target, {
        ...init,
        method: 'POST',
        headers: { ...sending, 'Content-Type': 'application/json' },
        body: JSON.stringify({ payload: await seal(send.body ?? {}, settings.envelopeKey) }),
      });
  } catch {
    if (opts.signal?.aborted && !timedOut) throw new ApiError(0, 'aborted', 'aborted');
    const msg = t(timedOut ? 'error.timeout' : 'error.network');
    if (!quiet) apiHooks().onError(msg, 'network'); // the borrower must see why nothing happened
    throw new ApiError(0, msg, timedOut ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', relay);
    if (action) {
      forgetEarly();
      actionSettled();
    }
  }
  return answerOf<T>(wire, quiet);
}

/**
 * One request by fetch: the parsed body of a 2xx answer, or of a busy server's 503, which still answers
 * an envelope (its words, in the borrower's language, say to try again); anything else rejects.
 */
async function request(target: string, init: RequestInit): Promise<Wire> {
  const res = await fetch(target, init);
  const body = res.ok || res.status === 503 ? await res.json() : undefined;
  if (res.ok || typeof body?.payload === 'string') return body;
  throw new Error(`HTTP ${res.status}`);
}

// An answer asked for before its page ran (the start script's, a tap's) is opened as it arrives: the
// page then finds it open as it renders, instead of waiting for the decryption, a task later, after a
// first paint without its data.
const opened = new WeakMap<Wire, Promise<unknown>>();
function openAhead(wire: Wire): Wire {
  const env = open(wire.payload ?? '', settings.envelopeKey);
  env.catch(() => {}); // a bad envelope is the caller's to report, when it asks
  opened.set(wire, env);
  return wire;
}
for (const early of Object.values(globalThis.__early ?? {})) early.answer.then(openAhead, () => {});

/** Opens an answer's envelope and reacts to its code: resolves with `data` on 200, else reports and throws. */
async function answerOf<T>(wire: Wire, quiet: boolean | undefined): Promise<T> {
  let env: Envelope<T>;
  try {
    env = await ((opened.get(wire) as Promise<Envelope<T>> | undefined) ?? open<Envelope<T>>(wire.payload ?? '', settings.envelopeKey));
  } catch {
    throw new ApiError(0, t('error.unknown'), 'network');
  }
  const reaction = reactionFor(env.code, env.msg);
  if (reaction === 'ok') return env.data;
  if (reaction === 'signOut') {
    forgetKept();
    apiHooks().onSignOut();
  } else if (reaction === 'noren') apiHooks().onNoren();
  else if (reaction === 'toast' && !quiet) apiHooks().onError(env.msg || t('error.unknown'), 'business');
  throw new ApiError(env.code, env.msg, 'business', env.data);
}

/** `p`, unless `signal` aborts first (the caller left, or the time-out): then it rejects. */
function untilAborted<T>(p: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const stop = () => reject(new DOMException('aborted', 'AbortError'));
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    p.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

/** A mount; a quiet one (background reports the borrower did not ask for) never reports an error. */
type Base = { path: string; quiet?: boolean };

function client(base: Base) {
  return {
    /** GET; resolves with `data` on code 200. */
    get: <T>(path: string, opts?: CallOptions) => call<T>(base, path, { method: 'GET' }, opts),
    /** POST an enveloped JSON body. */
    post: <T>(path: string, body?: unknown, opts?: CallOptions) => call<T>(base, path, { method: 'POST', body }, opts),
    /** POST multipart, or form-encoded with URLSearchParams (not enveloped; the response is); `opts.onProgress` follows the bytes going out. */
    upload: <T>(path: string, form: FormData | URLSearchParams, opts?: CallOptions) => call<T>(base, path, { method: 'POST', form }, opts),
  };
}

const userBase: Base = { path: '/api/user' };
/** The user API (spec section 7), mounted at /api/user. */
export const api = client(userBase);

/**
 * Starts the GET `calls` (paths under /api/user with their query, as the client writes them) now, with
 * the headers the client sends: a tap asks for the next page's data while its chunk loads, and the
 * page's own call of the same URL takes the answer (early.ts).
 */
export function prefetch(calls: readonly string[]): void {
  const sending = headers();
  for (const path of calls) {
    const target = userBase.path + path;
    startEarly(target, sending, () => request(target, { headers: sending }).then(openAhead));
  }
}
/** The tracking API, mounted at /api/metric; its failures never trouble the borrower. */
export const metric = client({ path: '/api/metric', quiet: true });
