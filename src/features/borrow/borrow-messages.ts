import { defineMessages } from '../../i18n/i18n';
import en from './messages/en';

declare module '../../i18n/message-key' {
  interface FeatureMessages {
    borrow: typeof en;
  }
}

// Top-level await: a borrowing page runs only once these messages are in the active language.
await defineMessages('borrow', en, {
  es: () => import('./messages/es'),
  id: () => import('./messages/id'),
  vi: () => import('./messages/vi'),
  th: () => import('./messages/th'),
  fil: () => import('./messages/fil'),
});
