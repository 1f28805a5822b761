import { defineMessages } from '../../i18n/i18n';
import en from './messages/en';

declare module '../../i18n/message-key' {
  interface FeatureMessages {
    myData: typeof en;
  }
}

// Top-level await: whoever imports this module (the page chunk) runs only once these messages are
// in the active language, so the page never renders its keys.
await defineMessages('myData', en, (code) => import(`./messages/${code}.ts`));
