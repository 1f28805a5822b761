// The payment channels, where each shows its code, and pesos as the borrower and payment apps write them.
import type { PayChannel } from '../../api/contract/repay';
import { t } from '../../i18n/i18n';

/** The channels of `POST /repay/code`, in the order the repay page offers them. */
export const CHANNELS: readonly PayChannel[] = ['gcash', 'maya', 'qrph', 'seven_eleven', 'va', 'otc'];

// Brand names stay as written in every language; the other two channels are words.
const BRANDS: Partial<Record<PayChannel, string>> = { gcash: 'GCash', maya: 'Maya', qrph: 'QR Ph', seven_eleven: '7-Eleven (CLiQQ)' };

/** A channel's name in the active language. */
export const channelName = (c: PayChannel) => BRANDS[c] ?? t(c === 'va' ? 'repay.va' : 'repay.otc');

/** The payment-code route that shows each channel's code (spec section 2 names them). */
export const CHANNEL_ROUTE: Record<PayChannel, string> = {
  gcash: '/sky-code',
  maya: '/sky-code',
  qrph: '/sky-scan',
  seven_eleven: '/sky-eleven',
  va: '/va',
  otc: '/store',
};

/** The message holding a channel's steps, one a line. */
export const STEPS = {
  gcash: 'repay.stepsWallet',
  maya: 'repay.stepsWallet',
  qrph: 'repay.stepsQr',
  seven_eleven: 'repay.stepsEleven',
  va: 'repay.stepsVa',
  otc: 'repay.stepsOtc',
} as const satisfies Record<PayChannel, string>;

/** Centavos as a payment app takes them, `1234.56`: no grouping, no float division. */
export const pesoDecimal = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;

// Whole pesos (at most 9 digits), plain or grouped by threes with one mark, then 0 to 2 centavo digits after the other.
const AMOUNT = /^(\d{1,9}|\d{1,3}(?:([.,])\d{3}){1,2})(?:([.,])(\d{0,2}))?$/;

/**
 * Pesos as typed in integer centavos, or NaN when it is no amount (no float ever holds money). A mark
 * before one or two final digits is the decimal mark, whichever the keyboard gave: 2500.50 and 2500,50
 * are both ₱2,500.50. Grouping may not use the language's own decimal mark (2.500 in English, 2,500 in
 * Spanish), since the borrower may have meant centavos.
 */
export function parsePesos(text: string, decimalMark: '.' | ','): number {
  const m = AMOUNT.exec(text.replace(/\s/g, ''));
  if (!m || m[2] === decimalMark || (m[2] && m[2] === m[3])) return Number.NaN;
  return Number(m[1]!.replace(/\D/g, '')) * 100 + Number((m[4] ?? '').padEnd(2, '0'));
}
