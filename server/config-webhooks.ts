// The four webhooks' settings (SMS, KYC, PAY, PUSH) read one way: an http(s) URL with a host, https
// in production, and in production a token beside it, judged with every other secret.
import { MAKE_A_SECRET } from './config-secrets';
import type { Webhook } from './http/webhook';

// The scheme, then at least one character of host before any path, query or fragment.
const WITH_HOST = /^https?:\/\/[^\s/?#]+/i;

/** What a webhook reader needs: the environment, the mode, where to put problems and production's secrets. */
export interface WebhookReading {
  get: (name: string) => string | undefined;
  production: boolean;
  problems: string[];
  secrets: [string, string][];
}

/** `<NAME>_WEBHOOK_URL` and `<NAME>_WEBHOOK_TOKEN`, or null when the URL is unset; `carries` says what travels in it. */
export function readWebhook(name: string, carries: string, r: WebhookReading): Webhook | null {
  const url = r.get(`${name}_WEBHOOK_URL`);
  if (!url) return null;
  const token = r.get(`${name}_WEBHOOK_TOKEN`) ?? '';
  if (!WITH_HOST.test(url) || !URL.canParse(url))
    r.problems.push(`${name}_WEBHOOK_URL must be an http(s) URL with a host, like https://gateway.example/send`);
  else if (r.production && !/^https:/i.test(url))
    r.problems.push(`${name}_WEBHOOK_URL must use https when NODE_ENV=production: ${carries}`);
  if (r.production && !token)
    r.problems.push(
      `${name}_WEBHOOK_TOKEN is required when ${name}_WEBHOOK_URL is set and NODE_ENV=production: the adapter must know the requests are ours (${MAKE_A_SECRET})`,
    );
  else if (r.production) r.secrets.push([`${name}_WEBHOOK_TOKEN`, token]);
  return { url, token };
}
