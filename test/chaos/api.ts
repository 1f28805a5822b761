// Calls to the running server over real HTTP on 127.0.0.1, enveloped as the app sends them. A call
// that gets no answer (refused connection while the server is down, a socket cut by a kill, a
// time-out) is `lost`: the caller decides whether to retry with the same key.
import { clientOpen, clientSeal } from '../server/harness';

/** An answer's data: calls of many shapes, read field by field by the chaos actors. */
export type Data = any;

/** What one call came to. */
export type Outcome = { lost: false; code: number; data: Data; msg: string } | { lost: true; error: string };

/** Per-call options. */
export interface CallOptions {
  token?: string;
  device?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

const TIMEOUT_MS = 4000;

/** Opens an enveloped answer; an HTTP status other than 200 or a body that is not an envelope is lost. */
async function opened(res: Response): Promise<Outcome> {
  const text = await res.text();
  if (res.status !== 200) return { lost: true, error: `HTTP ${res.status}` };
  try {
    const { code, data, msg } = clientOpen(JSON.parse(text).payload);
    return { lost: false, code, data, msg };
  } catch {
    return { lost: true, error: `not an envelope: ${text.slice(0, 80)}` };
  }
}

function headersOf(o: CallOptions): Record<string, string> {
  return { EFLAG: '1', 'Device-Id': o.device ?? 'chaos-device', ...(o.token ? { Authentication: o.token } : {}), ...o.headers };
}

/** `POST|GET <base>/api/user<path>` with an enveloped JSON body. */
export async function call(base: string, method: 'GET' | 'POST', path: string, body: unknown, o: CallOptions = {}): Promise<Outcome> {
  const headers = headersOf(o);
  const init: RequestInit = { method, headers, signal: AbortSignal.timeout(o.timeoutMs ?? TIMEOUT_MS) };
  if (method === 'POST') {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify({ payload: clientSeal(body ?? {}) });
  }
  try {
    return await opened(await fetch(base + '/api/user' + path, init));
  } catch (e) {
    return { lost: true, error: String((e as Error)?.cause ?? e) };
  }
}

/** A multipart upload (not enveloped; the answer is). */
export async function upload(
  base: string,
  path: string,
  fields: Record<string, string>,
  file: { bytes: Uint8Array; name: string; type: string },
  o: CallOptions = {},
): Promise<Outcome> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('file', new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }), file.name);
  try {
    return await opened(
      await fetch(base + '/api/user' + path, {
        method: 'POST',
        body: form,
        headers: headersOf(o),
        signal: AbortSignal.timeout(o.timeoutMs ?? TIMEOUT_MS),
      }),
    );
  } catch (e) {
    return { lost: true, error: String((e as Error)?.cause ?? e) };
  }
}

/** A pause of about `ms`. */
export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
