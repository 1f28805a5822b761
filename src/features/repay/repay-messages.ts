import { defineMessages } from '../../i18n/i18n';
import en from './messages/en';

declare module '../../i18n/message-key' {
  interface FeatureMessages {
    repay: typeof en;
  }
}

// Top-level await: a repayment page runs only once these messages are in the active language.
await defineMessages('repay', en, (code) => import(`./messages/${code}.ts`));
