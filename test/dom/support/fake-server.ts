// A stand-in for the API server in DOM tests: answers by path with enveloped replies and records
// every request with its decrypted body, so tests read what the app sent the way the server would.
import { forgetKept } from '../../../src/api/kept';
import { open, seal } from '../../../src/api/envelope';
import { settings } from '../../../src/settings';
import { dismissToast, toasts } from '../../../src/ui/toast';

/** One request the app made. */
export interface SentRequest {
  method: string;
  /** Path after the host, with the query, e.g. `/api/user/login/otp?phone=0917123456&type=1`. */
  url: string;
  headers: Headers;
  /** The decrypted JSON body, the FormData of an upload, a form-encoded body's fields, or null for GET. */
  body: any;
  /** Whether it was sent with `keepalive` (a page being hidden). */
  keepalive: boolean;
}

/** A reply: business code, data and msg (and an HTTP status other than 200); `network` makes the call fail as if offline. */
export type Reply = { code?: number; data?: unknown; msg?: string; status?: number } | 'network';

let before: typeof fetch | undefined;

/** Puts back the fetch that was there before `fakeServer` (suites share one process; call it in `test.after`). */
export function restoreFetch(): void {
  if (before) globalThis.fetch = before;
  before = undefined;
}

/** Everything the app sent since `fakeServer` was installed. */
export const sent: SentRequest[] = [];

/**
 * Installs the fake: `routes` maps `METHOD /path` (without the query; `/api/user` may be left out)
 * to a reply or a function of the request; `*` answers every other path. Unknown paths answer 200 with null data.
 */
export function fakeServer(routes: Record<string, Reply | ((req: SentRequest) => Reply | Promise<Reply>)> = {}): void {
  sent.length = 0;
  forgetKept(); // a new server is a new world: no answer a page kept from the last one
  before ??= globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    // As a real fetch: a signal aborted before the call sends nothing; one aborted later ends the wait.
    const signal = init?.signal;
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const aborted = new Promise<never>((_, reject) =>
      signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true }),
    );
    aborted.catch(() => {});
    const url = String(input).replace(/^https?:\/\/[^/]+/, '');
    const method = init?.method ?? 'GET';
    const raw = init?.body as string | FormData | URLSearchParams | undefined;
    // Multipart uploads travel as they are (not enveloped): the test reads the FormData itself. A
    // form-encoded body (savePushToken) is not enveloped either: recorded as its fields.
    const body =
      raw instanceof FormData
        ? raw
        : raw instanceof URLSearchParams
          ? Object.fromEntries(raw)
          : raw
            ? await open(JSON.parse(raw).payload, settings.envelopeKey)
            : null;
    const req: SentRequest = { method, url, headers: new Headers(init?.headers), body, keepalive: init?.keepalive === true };
    sent.push(req);
    const path = url.split('?')[0];
    const answer = async (one: SentRequest) => {
      const at = one.url.split('?')[0];
      const found = routes[`${one.method} ${at}`] ?? routes[`${one.method} ${at.replace(/^\/api\/user/, '')}`] ?? routes['*'];
      // A function may answer later (a slow server), so a test can tap again while a request is out.
      const reply = typeof found === 'function' ? await found(one) : (found ?? {});
      if (reply === 'network') throw new TypeError('Failed to fetch');
      const envelope = { code: reply.code ?? 200, data: reply.data ?? null, msg: reply.msg ?? '' };
      return { status: reply.status ?? 200, body: { payload: await seal(envelope, settings.envelopeKey) } };
    };
    const respond = async () => {
      // The server's batch (server/batch/routes.ts): each call answered as if alone, sealed on its own
      // (unless the test answers `GET /batch` itself).
      const one =
        method === 'GET' && path === '/api/user/batch' && !routes['GET /batch']
          ? {
              status: 200,
              body: {
                answers: await Promise.all(
                  new URLSearchParams(url.split('?')[1])
                    .getAll('get')
                    .map((call) => answer({ method, url: '/api/user' + call, headers: req.headers, body: null, keepalive: false })),
                ),
              },
            }
          : await answer(req);
      return new Response(JSON.stringify(one.body), { status: one.status, headers: { 'Content-Type': 'application/json' } });
    };
    return Promise.race([respond(), aborted]);
  }) as typeof fetch;
}

/** The requests sent to one path (query ignored), e.g. `POST /api/user/login/otp`. */
export function requestsTo(methodAndPath: string): SentRequest[] {
  const [method, path] = methodAndPath.split(' ');
  return sent.filter((r) => r.method === method && r.url.split('?')[0] === path);
}

/** Resolves once `check` passes (or throws its last error after `ms`). */
export async function eventually(check: () => void, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return check();
    } catch (e) {
      if (Date.now() > until) throw e;
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}

/** Removes every toast (and its timer) so the next suite in this process starts with none. */
export function clearToasts(): void {
  for (const x of toasts.value) dismissToast(x.id);
}
