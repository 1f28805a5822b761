import { defineMessages } from '../../i18n/i18n';
import en from './messages/en';

declare module '../../i18n/message-key' {
  interface FeatureMessages {
    identity: typeof en;
  }
}

// Top-level await: whoever imports this module (the page chunk) runs only once these messages are
// in the active language, so the page never renders its keys.
await defineMessages('identity', en, {
  es: () => import('./messages/es'),
  id: () => import('./messages/id'),
  vi: () => import('./messages/vi'),
  th: () => import('./messages/th'),
  fil: () => import('./messages/fil'),
});
