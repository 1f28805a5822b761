import { defineMessages } from '../../i18n/i18n';
import en from './messages/en';

declare module '../../i18n/message-key' {
  interface FeatureMessages {
    contactList: typeof en;
  }
}

// Top-level await: the contact list's chunk runs only once these words are in the active language
// (kept out of the first screen's dictionary).
await defineMessages('contactList', en, (code) => import(`./messages/${code}.ts`));
