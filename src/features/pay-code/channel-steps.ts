import type { PayChannel } from '../../api/contract/repay';
import type { MessageKey } from '../../i18n/message-key';

/** The steps a borrower follows for each channel, in order. */
export function channelSteps(channel: PayChannel): MessageKey[] {
  switch (channel) {
    case 'gcash':
    case 'maya':
      return ['payCode.step.wallet1', 'payCode.step.wallet2', 'payCode.step.wallet3'];
    case 'qrph':
      return ['payCode.step.qr1', 'payCode.step.qr2', 'payCode.step.qr3'];
    case 'seven_eleven':
      return ['payCode.step.eleven1', 'payCode.step.eleven2', 'payCode.step.eleven3'];
    case 'va':
      return ['payCode.step.va1', 'payCode.step.va2', 'payCode.step.va3'];
    default:
      return ['payCode.step.otc1', 'payCode.step.otc2', 'payCode.step.otc3'];
  }
}

/** The payment-code route that shows a channel (spec section 2 names them; the repay page opens the one that fits). */
export const CHANNEL_ROUTE: Record<PayChannel, string> = {
  gcash: '/sky-code',
  maya: '/sky-code',
  qrph: '/sky-scan',
  seven_eleven: '/sky-eleven',
  va: '/va',
  otc: '/store',
};
