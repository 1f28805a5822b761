import { defineMessages } from '../../i18n/i18n';
import en from './messages/en';

declare module '../../i18n/message-key' {
  interface FeatureMessages {
    raiseLimit: typeof en;
  }
}

// Top-level await: what shows the limit (Home, My profile) runs only once these words are in the active language.
await defineMessages('raiseLimit', en, (code) => import(`./messages/${code}.ts`));
