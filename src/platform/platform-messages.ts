import { defineMessages } from '../i18n/i18n';
import en from './messages/en';

declare module '../i18n/message-key' {
  interface FeatureMessages {
    platform: typeof en;
  }
}

// Top-level await: the permission notice's chunk runs only once these messages are in the active language.
await defineMessages('platform', en, (code) => import(`./messages/${code}.ts`));
