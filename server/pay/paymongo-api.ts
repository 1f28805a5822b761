// The few PayMongo API calls we make, as its API reference shapes them: JSON `{data: {attributes}}` both
// ways, Basic authentication with the secret key as the user name, amounts in centavos. Any answer
// other than 2xx, or none within 10 s, rejects with PayMongo's error code where it gave one.
import type { PaymongoConfig } from '../config-pay';
import { WEBHOOK_TIMEOUT_MS } from '../http/webhook';

/** A PayMongo resource as answered: its id and attributes. */
export interface PaymongoResource {
  id: string;
  attributes: Record<string, unknown>;
}

/** Calls PayMongo; answers `data`: one resource, or a list's page for a GET of a list. */
export type PaymongoCall = {
  (method: 'GET' | 'POST', path: string, attributes?: Record<string, unknown>): Promise<PaymongoResource>;
  list(path: string): Promise<PaymongoResource[]>;
};

/** A caller over `fetchFn` with the configured key and base URL. */
export function paymongoApi(c: Pick<PaymongoConfig, 'secretKey' | 'baseUrl'>, fetchFn: typeof fetch = fetch): PaymongoCall {
  const auth = `Basic ${Buffer.from(`${c.secretKey}:`).toString('base64')}`;
  const send = async (method: 'GET' | 'POST', path: string, attributes?: Record<string, unknown>): Promise<unknown> => {
    const res = await fetchFn(`${c.baseUrl.replace(/\/+$/, '')}/v1/${path}`, {
      method,
      headers: { Authorization: auth, Accept: 'application/json', ...(attributes ? { 'Content-Type': 'application/json' } : {}) },
      body: attributes ? JSON.stringify({ data: { attributes } }) : undefined,
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    const text = await res.text();
    let answer: { data?: unknown; errors?: { code?: string }[] } = {};
    try {
      answer = JSON.parse(text);
    } catch {
      // an HTML error page: reported below by its status
    }
    if (!res.ok || !answer?.data) {
      const code = answer?.errors?.[0]?.code;
      throw new Error(`PayMongo answered HTTP ${res.status}${code ? ` (${code})` : ''} to ${method} ${path.split(/[/?]/)[0]}`);
    }
    return answer.data;
  };
  const isResource = (d: unknown): d is PaymongoResource =>
    typeof (d as PaymongoResource)?.id === 'string' && typeof (d as PaymongoResource).attributes === 'object';
  const call = async (method: 'GET' | 'POST', path: string, attributes?: Record<string, unknown>) => {
    const data = await send(method, path, attributes);
    if (!isResource(data)) throw new Error(`PayMongo answered no resource to ${method} ${path.split(/[/?]/)[0]}`);
    return data;
  };
  return Object.assign(call, {
    async list(path: string) {
      const data = await send('GET', path);
      if (!Array.isArray(data) || !data.every(isResource)) throw new Error(`PayMongo answered no list to GET ${path.split(/[/?]/)[0]}`);
      return data;
    },
  });
}
