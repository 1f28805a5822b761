// The production slot shared by the vendor providers (KYC, payments, push): one JSON POST to an
// adapter the lender runs in front of its vendor, so no vendor SDK lives in this server.
import { SECOND_MS } from '../time';

/** Where a provider posts, from `<NAME>_WEBHOOK_URL` and `<NAME>_WEBHOOK_TOKEN`. */
export interface Webhook {
  url: string;
  token: string;
}

/** A webhook call gets this long to answer. */
export const WEBHOOK_TIMEOUT_MS = 10 * SECOND_MS;

/**
 * POSTs `body` as JSON with `Authorization: Bearer <token>` and answers the parsed JSON reply
 * (`{}` for an empty one). Anything but 2xx, or no answer within 10 s, rejects.
 */
export async function postJson(hook: Webhook, body: unknown, fetchFn: typeof fetch = fetch): Promise<Record<string, unknown>> {
  const res = await fetchFn(hook.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(hook.token ? { Authorization: `Bearer ${hook.token}` } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  });
  if (!res.ok) {
    await res.body?.cancel();
    throw new Error(`${new URL(hook.url).host} answered HTTP ${res.status}`);
  }
  const text = await res.text();
  let answer: unknown;
  try {
    answer = text.trim() ? JSON.parse(text) : {};
  } catch {
    answer = undefined; // a vendor's HTML error page: reported below with the host, like any other non-object
  }
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer))
    throw new Error(`${new URL(hook.url).host} answered no JSON object`);
  return answer as Record<string, unknown>;
}

/** A provider for a production without a configured vendor: every call rejects, nothing is pretended. */
export function notConfigured(what: string, variable: string): () => Promise<never> {
  return async () => {
    throw new Error(`no ${what} configured: set ${variable} (development providers never run in production)`);
  };
}
