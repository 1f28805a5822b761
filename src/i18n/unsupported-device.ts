// The unsupported-device message (spec section 8), in every language. The app never shows it: the
// inline start script does, in a browser too old to run the app, so it lives apart from the
// dictionaries the app downloads and build.mjs writes it into index.html.
import type { Locale } from './i18n';

/** 'This device is not currently supported', per language. */
export const unsupportedDevice: Record<Locale, string> = {
  en: 'This device is not currently supported',
  es: 'Este dispositivo no es compatible por ahora',
  id: 'Perangkat ini belum didukung saat ini',
  vi: 'Thiết bị này hiện chưa được hỗ trợ',
  th: 'ขณะนี้ยังไม่รองรับอุปกรณ์นี้',
  fil: 'Hindi pa suportado ang device na ito sa ngayon',
};
