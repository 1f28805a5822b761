// Where codes and texts go: SMS_PROVIDER picks Semaphore or the lender's webhook (SMS_WEBHOOK_URL);
// unset, the webhook when its URL is set, else the development console. Production needs one that sends.
import { secretWeakness } from './config-secrets';
import { readWebhook, type WebhookReading } from './config-webhooks';

/** The SMS provider's settings. */
export type SmsConfig =
  | { provider: 'console' }
  | { provider: 'webhook'; url: string; token: string; webOtpHost: string | null }
  | { provider: 'semaphore'; apiKey: string; sender: string; baseUrl: string; webOtpHost: string | null };

const PROVIDERS = ['console', 'webhook', 'semaphore'];
/** Semaphore's API host. */
export const SEMAPHORE_HOST = 'https://api.semaphore.co';
// Semaphore's sender names are registered with it: letters, digits and spaces, at most 11.
const SENDER = /^[A-Za-z0-9 ]{1,11}$/;

/** Reads SMS_PROVIDER and its settings; `phoneCheckMode` `f` (a call) needs a provider that can call. */
export function readSms(r: WebhookReading, webOtpHost: string | null, phoneCheckMode: string): SmsConfig {
  const named = r.get('SMS_PROVIDER');
  if (named !== undefined && !PROVIDERS.includes(named))
    r.problems.push(`SMS_PROVIDER must be semaphore, webhook or console, got "${named}"`);
  if (named === 'semaphore') return readSemaphore(r, webOtpHost, phoneCheckMode);
  const hook = readWebhook('SMS', 'the codes travel in it', r);
  if (named === 'webhook' && !hook) r.problems.push('SMS_PROVIDER=webhook needs SMS_WEBHOOK_URL, the address of your SMS adapter');
  if (hook && named !== 'console') return { provider: 'webhook', ...hook, webOtpHost };
  if (r.production)
    r.problems.push(
      'SMS_PROVIDER=semaphore (with SEMAPHORE_API_KEY) or SMS_WEBHOOK_URL is required when NODE_ENV=production: sign-in codes are never printed there, so an SMS gateway must be configured',
    );
  return { provider: 'console' };
}

function readSemaphore(r: WebhookReading, webOtpHost: string | null, phoneCheckMode: string): SmsConfig {
  const apiKey = r.get('SEMAPHORE_API_KEY') ?? '';
  const sender = r.get('SEMAPHORE_SENDER') ?? '';
  const baseUrl = r.get('SEMAPHORE_BASE_URL') ?? SEMAPHORE_HOST;
  if (!apiKey)
    r.problems.push('SEMAPHORE_API_KEY is required with SMS_PROVIDER=semaphore: copy it from your Semaphore dashboard (Account, API)');
  // Semaphore makes the key, so its randomness is Semaphore's; only a published value is refused.
  else if (r.production && secretWeakness(apiKey)?.startsWith('is a development value'))
    r.problems.push("SEMAPHORE_API_KEY is a published value: use your own account's key from the Semaphore dashboard");
  if (!SENDER.test(sender))
    r.problems.push(
      `SEMAPHORE_SENDER must be the sender name Semaphore approved for your account (letters, digits, spaces, at most 11), got "${sender}"`,
    );
  if (!URL.canParse(baseUrl) || !/^https?:\/\/[^\s/?#]+/i.test(baseUrl))
    r.problems.push(`SEMAPHORE_BASE_URL must be an http(s) URL with a host, like ${SEMAPHORE_HOST}`);
  else if (r.production && !/^https:/i.test(baseUrl)) r.problems.push('SEMAPHORE_BASE_URL must use https when NODE_ENV=production');
  if (phoneCheckMode === 'f')
    r.problems.push('PHONE_CHECK_MODE=f asks for a call, which Semaphore does not make: use l (a text) with SMS_PROVIDER=semaphore');
  return { provider: 'semaphore', apiKey, sender, baseUrl, webOtpHost };
}
