// PAY_PROVIDER=paymongo: repayments through PayMongo's Payment Intents, its events at /api/pay/paymongo.
// Unset (or `webhook`), PAY_WEBHOOK_URL's adapter or development runs as before.
import type { WebhookReading } from './config-webhooks';
import type { PaymongoMode } from './pay/paymongo-signature';

/** PayMongo's settings. */
export interface PaymongoConfig {
  secretKey: string;
  webhookSecret: string;
  /** `https://api.paymongo.com` unless a stand-in is named. */
  baseUrl: string;
  /** `live` with an `sk_live_` key: only live-mode events (`li`) are accepted. */
  mode: PaymongoMode;
  /** Where GCash and Maya send the borrower back after authorising (PAYMONGO_RETURN_URL, else the app at PUBLIC_HOST). */
  returnUrl: string;
}

/** PayMongo's API host. */
export const PAYMONGO_HOST = 'https://api.paymongo.com';
const PROVIDERS = ['paymongo', 'webhook'];

/** Reads PAY_PROVIDER and PayMongo's settings; null unless PayMongo is chosen. */
export function readPaymongo(r: WebhookReading): PaymongoConfig | null {
  const named = r.get('PAY_PROVIDER');
  if (named !== undefined && !PROVIDERS.includes(named)) r.problems.push(`PAY_PROVIDER must be paymongo or webhook, got "${named}"`);
  if (named !== 'paymongo') return null;
  const secretKey = r.get('PAYMONGO_SECRET_KEY') ?? '';
  const webhookSecret = r.get('PAYMONGO_WEBHOOK_SECRET') ?? '';
  const baseUrl = r.get('PAYMONGO_BASE_URL') ?? PAYMONGO_HOST;
  const host = r.get('PUBLIC_HOST');
  const returnUrl =
    r.get('PAYMONGO_RETURN_URL') ?? (host ? `https://${host}/#/order` : r.production ? '' : 'http://localhost:8080/#/order');
  if (!/^https?:\/\/[^\s/?#]+/i.test(returnUrl) || !URL.canParse(returnUrl))
    r.problems.push(
      'PAYMONGO_RETURN_URL (or PUBLIC_HOST) must name the app page GCash and Maya send the borrower back to, like https://app.lender.ph/#/order',
    );
  const where = 'copy it from your PayMongo dashboard (Developers)';
  if (!/^sk_(live|test)_\S+$/.test(secretKey))
    r.problems.push(`PAYMONGO_SECRET_KEY is required with PAY_PROVIDER=paymongo and starts with sk_live_ or sk_test_: ${where}`);
  else if (r.production && secretKey.startsWith('sk_test_'))
    r.problems.push(
      `PAYMONGO_SECRET_KEY is a test key (sk_test_) and NODE_ENV=production takes real money: use the live key (sk_live_), ${where}`,
    );
  if (!webhookSecret)
    r.problems.push(
      'PAYMONGO_WEBHOOK_SECRET is required with PAY_PROVIDER=paymongo: the secret key PayMongo shows when you create the webhook (whsk_...)',
    );
  if (!URL.canParse(baseUrl) || !/^https?:\/\/[^\s/?#]+/i.test(baseUrl))
    r.problems.push(`PAYMONGO_BASE_URL must be an http(s) URL with a host, like ${PAYMONGO_HOST}`);
  else if (r.production && !/^https:/i.test(baseUrl)) r.problems.push('PAYMONGO_BASE_URL must use https when NODE_ENV=production');
  if (r.production && r.get('PAY_WEBHOOK_URL'))
    r.problems.push('PAY_WEBHOOK_URL and PAY_PROVIDER=paymongo are both set: choose one payment gateway');
  return { secretKey, webhookSecret, baseUrl, returnUrl, mode: secretKey.startsWith('sk_live_') ? 'live' : 'test' };
}
