import { defineMessages } from '../../i18n/i18n';
import en from './messages/en';

declare module '../../i18n/message-key' {
  interface FeatureMessages {
    borrow: typeof en;
  }
}

// Top-level await: a borrowing page runs only once these messages are in the active language.
await defineMessages('borrow', en, (code) => import(`./messages/${code}.ts`));
