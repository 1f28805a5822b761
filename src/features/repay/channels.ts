// The payment channels, where each shows its code, and pesos as the borrower and payment apps write them.
import type { PayChannel } from '../../../contract/repay';
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

/** Each channel's public code page (spec section 2), the one "Share this code" links to: it opens without a session. */
export const PUBLIC_ROUTE: Record<PayChannel, string> = {
  gcash: '/sky-code',
  maya: '/sky-code',
  qrph: '/sky-scan',
  seven_eleven: '/sky-eleven',
  va: '/pembayaran',
  otc: '/sky-offline',
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
