import { defineMessages } from '../../i18n/i18n';
import en from './messages/en';

declare module '../../i18n/message-key' {
  interface FeatureMessages {
    payments: typeof en;
  }
}

// Top-level await: the pages that list payments run only once these messages are in the active language.
await defineMessages('payments', en, (code) => import(`./messages/${code}.ts`));
