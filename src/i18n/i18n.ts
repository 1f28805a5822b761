import { signal } from '@preact/signals';
import rosetta from 'rosetta';
import en from './locales/en';
import type { FeatureMessages, MessageKey } from './message-key';
import { LANGUAGE_KEY } from './stored-language';

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

/**
 * How a dictionary fetches another language: one template import of `./messages/${code}.ts` (the
 * shell's: `./locales/`), always written alike. The build (build/languages.mjs) points it at that dictionary's built language files, so
 * English stays part of the page and the page names its dictionary once, not one chunk per language.
 * A template import is untyped: test/unit/i18n/locales.test.ts checks every language has exactly the English keys.
 */
export type Translations = (code: Exclude<Locale, 'en'>) => Promise<{ default: Record<string, string> }>;

/** How long a page waits for its messages in a language before it shows in English, then switches when they come. */
export const MESSAGES_WAIT_MS = 3000;

/** The one rosetta instance; English tables are bundled with their module, others arrive on demand. */
// A copy: rosetta merges later tables into the object it holds, and the imported module must stay as written.
export const i18n = rosetta<Record<string, string>>({ en: { ...en } });

/** The active language; components that call `t` re-render when it changes. */
export const locale = signal<Locale>('en');

// Bumped whenever a table of the active language arrives, so a page shown in English while its table was late re-renders.
const arrivals = signal(0);
const core: Translations = (code) => import(`./locales/${code}.ts`);
// Every dictionary met so far by name: the core, and each feature whose module has run.
const sources = new Map<string, Translations>([['core', core]]);
// The load of each `name:code` table, kept once done so it is never fetched twice; dropped if it fails, to be tried again.
const tables = new Map<string, Promise<void>>();
let latest = 0;

/** Whether a value (for instance from storage) names a supported language. */
export function isLocale(code: unknown): code is Locale {
  return LOCALES.some((l) => l.code === code);
}

/** The message for `key` in the active language, else English, else the key itself. */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  const lang = locale.value;
  void arrivals.value;
  // rosetta splits a string key on dots; a one-element array reads our flat dotted keys as is.
  return i18n.t([key], params, lang) || i18n.t([key], params, 'en') || key;
}

function loadTable(name: string, code: Locale): Promise<void> {
  if (code === 'en') return Promise.resolve(); // every English table came with its module
  const id = `${name}:${code}`;
  let load = tables.get(id);
  if (!load) {
    load = sources.get(name)!(code).then((mod) => {
      i18n.set(code, mod.default);
      if (code === locale.peek()) arrivals.value++;
    });
    load.catch(() => tables.delete(id));
    tables.set(id, load);
  }
  return load;
}

// The core table and every known feature's in one language; a feature met during the load is loaded too.
async function loadLanguage(code: Locale): Promise<void> {
  let known: number;
  do {
    known = sources.size;
    await Promise.all([...sources.keys()].map((name) => loadTable(name, code)));
  } while (sources.size !== known);
}

/**
 * Registers a feature's messages: English now (bundled with the page), the others from `others`
 * whenever they are active. Resolves when the active language's table is in, or after
 * MESSAGES_WAIT_MS (the page then shows in English and switches when it arrives); never rejects,
 * so a page module can await it at its top level without ever failing to load for it.
 */
export function defineMessages<F extends keyof FeatureMessages>(name: F, english: FeatureMessages[F], others: Translations): Promise<void> {
  i18n.set('en', english as Record<string, string>);
  sources.set(name, others);
  const ready = loadTable(name, locale.peek()).catch(() => {
    // offline: English until the next language switch loads it again
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((r) => (timer = setTimeout(r, MESSAGES_WAIT_MS)));
  return Promise.race([ready, late]).finally(() => clearTimeout(timer));
}

/** Loads a language (core and every loaded feature), activates and remembers it; rejects and keeps the current one if a load fails. */
export async function setLocale(code: Locale): Promise<void> {
  if (!isLocale(code)) throw new Error(`Unsupported language: ${String(code)}`);
  const ticket = ++latest;
  await loadLanguage(code);
  if (ticket !== latest) return; // the borrower picked another language while this one loaded
  activate(code);
  try {
    localStorage.setItem(LANGUAGE_KEY, code);
  } catch {
    // storage can be disabled (private mode, partitioned iframe); the choice then lasts this visit
  }
}

/** Boot: the stored choice, else English; a stored language that fails to load leaves English on. */
export async function initLocale(): Promise<void> {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_KEY);
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
  // Written only when it changes: a write restyles the whole page, at start a slow phone's 8 ms for nothing.
  if (typeof document !== 'undefined' && document.documentElement.lang !== code) document.documentElement.lang = code;
}
