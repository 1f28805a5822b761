import { defineMessages } from '../../i18n/i18n';
import en from './messages/en';

declare module '../../i18n/message-key' {
  interface FeatureMessages {
    contacts: typeof en;
  }
}

// Top-level await: the page chunk runs only once these messages are in the active language.
await defineMessages('contacts', en, (code) => import(`./messages/${code}.ts`));
