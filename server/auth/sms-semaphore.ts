// Semaphore (semaphore.co), the Philippine SMS API: codes through its OTP endpoint, which sends on the
// priority route, and other texts through its messages endpoint. Both take a form with `apikey`,
// `number`, `message` and `sendername` and answer a JSON list of the queued messages; anything else
// (an HTTP error, a list of field errors, too little credit, no answer in 10 s) is a failure, which
// the caller answers in plain words and lets the borrower ask again.
import { WEBHOOK_TIMEOUT_MS } from '../http/webhook';
import { type Lang, translate } from '../i18n/messages';
import type { MessageKey } from '../i18n/en';
import { internationalPhone } from '../rules/phone';
import { smsBody, type SmsProvider } from './sms';
import { firstThatFits } from './sms-length';

/** Where and as whom Semaphore sends (SEMAPHORE_API_KEY, SEMAPHORE_SENDER, SEMAPHORE_BASE_URL). */
export interface SemaphoreSettings {
  apiKey: string;
  sender: string;
  /** `https://api.semaphore.co` unless a stand-in is named. */
  baseUrl: string;
  webOtpHost: string | null;
  /** How long an answer may take (10 s unless a test says less). */
  timeoutMs?: number;
}

/** The Semaphore provider, with the account's remaining credit for `ops sms-balance`. */
export interface SemaphoreSms extends SmsProvider {
  /** Credits left on the account, as Semaphore reports them. */
  balance(): Promise<number>;
}

// Semaphore puts the code where this placeholder stands.
const OTP_PLACEHOLDER = '{otp}';

/** The Semaphore provider over `fetchFn`. */
export function semaphoreSms(s: SemaphoreSettings, fetchFn: typeof fetch = fetch): SemaphoreSms {
  const endpoint = (path: string) => `${s.baseUrl.replace(/\/+$/, '')}/api/v4/${path}`;
  const send = async (path: 'otp' | 'messages', fields: Record<string, string>) => {
    const form = new URLSearchParams({ apikey: s.apiKey, sendername: s.sender, ...fields });
    const res = await fetchFn(endpoint(path), {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(s.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
    });
    const answer = await readJson(res);
    // A queued message is a list entry with its id; errors come as an object of field messages.
    if (!res.ok || !Array.isArray(answer) || !answer.every((m) => m && typeof m === 'object' && 'message_id' in m))
      throw new Error(`Semaphore refused the message (HTTP ${res.status}${describe(answer)})`);
  };
  // The long text when it fits one SMS, else the short one, the WebOTP line kept only where it still
  // fits; the code goes in Semaphore's placeholder.
  const codeText = ([long, short]: [MessageKey, MessageKey], lang: Lang, code: string, withWebOtp: boolean) => {
    const [full, brief] = [long, short].map((k) => translate(lang, k, { code }));
    const bind = (text: string) => (withWebOtp ? smsBody(text, code, s.webOtpHost) : text);
    return firstThatFits([bind(full), bind(brief), brief]).replaceAll(code, OTP_PLACEHOLDER);
  };
  const to = (phone: string) => internationalPhone(phone).replace(/^\+/, '');
  return {
    async sendCode(phone, code, lang, purpose) {
      const keys: [MessageKey, MessageKey] = purpose === 'erase' ? ['eraseSmsText', 'eraseSmsTextShort'] : ['smsText', 'smsTextShort'];
      await send('otp', { number: to(phone), message: codeText(keys, lang, code, true), code });
    },
    // Semaphore sends texts only: the configuration refuses a call (`f`) with it.
    async sendPhoneCheck(phone, code, _mode, lang) {
      await send('otp', { number: to(phone), message: codeText(['phoneCheckText', 'phoneCheckTextShort'], lang, code, false), code });
    },
    async sendAccountCode(phone, code, lang) {
      await send('otp', { number: to(phone), message: codeText(['accountCodeText', 'accountCodeTextShort'], lang, code, false), code });
    },
    async sendText(phone, text) {
      await send('messages', { number: to(phone), message: text });
    },
    async balance() {
      const url = `${endpoint('account')}?${new URLSearchParams({ apikey: s.apiKey })}`;
      const res = await fetchFn(url, { signal: AbortSignal.timeout(s.timeoutMs ?? WEBHOOK_TIMEOUT_MS) });
      const answer = await readJson(res);
      const credit = answer && typeof answer === 'object' ? Number((answer as Record<string, unknown>).credit_balance) : Number.NaN;
      if (!res.ok || !Number.isFinite(credit)) throw new Error(`Semaphore gave no balance (HTTP ${res.status}${describe(answer)})`);
      return credit;
    },
  };
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

// Semaphore's error bodies are keyed by field ({"number": ["..."]}); only the keys are told, as a
// reason may quote the message, and the message holds the code.
function describe(answer: unknown): string {
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) return '';
  return `: ${Object.keys(answer).slice(0, 5).join(', ')}`;
}
