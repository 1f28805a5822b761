import { signal } from '@preact/signals';
import rosetta from 'rosetta';
import en from './locales/en';

/** Interface languages: English (default), the spec's four, and Filipino. */
export type Locale = 'en' | 'es' | 'id' | 'vi' | 'th' | 'fil';

/** The language picker's entries, each named in its own language. */
export const LOCALES: readonly { code: Locale; name: string }[] = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'id', name: 'Bahasa Indonesia' },
  { code: 'vi', name: 'Tiếng Việt' },
  { code: 'th', name: 'ไทย' },
  { code: 'fil', name: 'Filipino' },
];

const STORAGE_KEY = 'lang';

/** The one rosetta instance; English is bundled, other tables arrive through `setLocale`. */
export const i18n = rosetta<Record<string, string>>({ en });

/** The active language; components that call `t` re-render when it changes. */
export const locale = signal<Locale>('en');

const loaded = new Set<Locale>(['en']);
let latest = 0;

/** Whether a value (for instance from storage) names a supported language. */
export function isLocale(code: unknown): code is Locale {
  return LOCALES.some((l) => l.code === code);
}

/** The message for `key` in the active language, else English, else the key itself. */
export function t(key: string, params?: Record<string, string | number>): string {
  const lang = locale.value;
  // rosetta splits a string key on dots; a one-element array reads our flat dotted keys as is.
  return i18n.t([key], params, lang) || i18n.t([key], params, 'en') || key;
}

/** Loads a language (one lazy chunk each), activates and remembers it; rejects and keeps the current one if the load fails. */
export async function setLocale(code: Locale): Promise<void> {
  if (!isLocale(code)) throw new Error(`Unsupported language: ${String(code)}`);
  const ticket = ++latest;
  if (!loaded.has(code)) {
    // esbuild turns this template into one chunk per file in ./locales, fetched only when chosen.
    const mod: { default: Record<string, string> } = await import(`./locales/${code}.ts`);
    i18n.set(code, mod.default);
    loaded.add(code);
  }
  if (ticket !== latest) return; // the borrower picked another language while this one loaded
  activate(code);
  try {
    localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // storage can be disabled (private mode, partitioned iframe); the choice then lasts this visit
  }
}

/** Boot: the stored choice, else English; a stored language that fails to load leaves English on. */
export async function initLocale(): Promise<void> {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    // no storage: English
  }
  if (isLocale(stored) && stored !== 'en') {
    try {
      return await setLocale(stored);
    } catch {
      // offline on first visit after choosing: English until the next start
    }
  }
  activate('en');
}

function activate(code: Locale): void {
  locale.value = code;
  if (typeof document !== 'undefined') document.documentElement.lang = code;
}
