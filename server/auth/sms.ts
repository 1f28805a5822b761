// How codes and texts reach the borrower. Development prints them; production sends them through
// Semaphore (sms-semaphore.ts) or posts them to the lender's SMS gateway. Nothing here pretends to
// send an SMS it did not send.
import { type Lang, translate } from '../i18n/messages';
import { stdoutLine, type WriteLine } from '../log';
import { internationalPhone } from '../rules/phone';

/** Delivers a sign-in code to a phone; rejects when it could not. */
export interface SmsProvider {
  /** `purpose` `erase`: the code confirms deleting the account, and the text says so. */
  sendCode(phone: string, code: string, lang: Lang, purpose?: 'sign-in' | 'erase'): Promise<void>;
  /** Delivers a certification phone-check code by SMS (`l`) or by a call (`f`). */
  sendPhoneCheck(phone: string, code: string, mode: 'l' | 'f', lang: Lang): Promise<void>;
  /** Delivers the code that confirms a change of payout account, by SMS. */
  sendAccountCode(phone: string, code: string, lang: Lang): Promise<void>;
  /** Delivers a text already in the borrower's language (a payment reminder) to the borrower's own phone. */
  sendText(phone: string, text: string): Promise<void>;
}

/**
 * Development: writes exactly `{"msg":"otp","phone":"<phone>","code":"<4 digits>"}` as one line
 * on standard output (PRODUCT.md section 5), so a newcomer can sign in without a phone.
 */
export function consoleSms(write: WriteLine = stdoutLine): SmsProvider {
  return {
    async sendCode(phone, code, _lang, purpose) {
      write(JSON.stringify(purpose === 'erase' ? { msg: 'otp', phone, code, purpose } : { msg: 'otp', phone, code }));
    },
    // PRODUCT.md section 8: `{"msg":"otp","phone","code","purpose":"phone-check"}`, whatever the mode.
    async sendPhoneCheck(phone, code) {
      write(JSON.stringify({ msg: 'otp', phone, code, purpose: 'phone-check' }));
    },
    async sendAccountCode(phone, code) {
      write(JSON.stringify({ msg: 'otp', phone, code, purpose: 'account' }));
    },
    async sendText(phone, text) {
      write(JSON.stringify({ msg: 'sms', phone, text }));
    },
  };
}

/**
 * Production: POSTs `{"to": "+63...", "text": "..."}` as JSON to SMS_WEBHOOK_URL with
 * `Authorization: Bearer SMS_WEBHOOK_TOKEN`. The lender points it at its SMS gateway (or a small
 * adapter in front of one). Any answer other than 2xx, or no answer in 10 s, is a failure.
 * With PUBLIC_HOST set, the text ends with the WebOTP line so the browser can offer the code.
 */
export function webhookSms(url: string, token: string, fetchFn: typeof fetch = fetch, webOtpHost: string | null = null): SmsProvider {
  const post = async (body: Record<string, string>) => {
    const res = await fetchFn(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    // Only the status matters; releasing the body frees the connection.
    await res.body?.cancel();
    if (!res.ok) throw new Error(`SMS gateway answered HTTP ${res.status}`);
  };
  return {
    async sendCode(phone, code, lang, purpose) {
      const text = translate(lang, purpose === 'erase' ? 'eraseSmsText' : 'smsText', { code });
      await post({ to: internationalPhone(phone), text: smsBody(text, code, webOtpHost) });
    },
    // `channel: "voice"` asks the gateway (or the adapter in front of it) to read the text in a call.
    async sendPhoneCheck(phone, code, mode, lang) {
      await post({
        to: internationalPhone(phone),
        text: translate(lang, 'phoneCheckText', { code }),
        channel: mode === 'f' ? 'voice' : 'sms',
      });
    },
    async sendAccountCode(phone, code, lang) {
      await post({ to: internationalPhone(phone), text: translate(lang, 'accountCodeText', { code }) });
    },
    async sendText(phone, text) {
      await post({ to: internationalPhone(phone), text });
    },
  };
}

/** The SMS text; with the app's host, its last line is the WebOTP binding `@host #code`. */
export function smsBody(text: string, code: string, webOtpHost: string | null): string {
  return webOtpHost ? `${text}\n\n@${webOtpHost} #${code}` : text;
}
