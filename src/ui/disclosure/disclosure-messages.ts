import { defineMessages } from '../../i18n/i18n';
import en from './messages/en';

declare module '../../i18n/message-key' {
  interface FeatureMessages {
    disclosure: typeof en;
  }
}

// Top-level await: the dialog's chunk runs only once these messages are in the active language.
await defineMessages('disclosure', en, (code) => import(`./messages/${code}.ts`));
