// The start script: runs inline in index.html before the app's scripts arrive. build.mjs bundles this
// module into it with the build's table written in, after the device check (build/support-check.js,
// a script of its own because it must parse in any browser; in a browser too old for the app this one
// asks for what the app will not use, which does no harm). It reads the address, the cookies and the
// stored language with the app's own functions, then:
// - marks the page `yield` for any start but a signed-out English visit to the landing: the critical
//   CSS hides the prerendered landing and src/main.tsx renders the app's own screen in its place, so a
//   signed-in borrower never sees the landing flash;
// - for a signed-in borrower, asks for the status and the opened page's first calls
//   (session/first-calls.ts) in one request, the server's batch (server/batch/routes.ts), which answers
//   each as if asked alone: over HTTP/1.1 each call would take one of the browser's six connections
//   from the page's scripts. api/early.ts hands each answer to the first call that asks for it. A
//   partner's open token signs in anew, so its visit asks nothing early;
// - asks for the opened page's files and the stored language's dictionaries, which the app would
//   otherwise ask for one hop after another once it runs.
import type { EarlyCall, Wire } from '../api/early';
import { LANGUAGE_KEY } from '../i18n/stored-language';
import { hashPath, namesOpenToken } from '../router/address';
import { readCookie } from '../session/cookies';
import { batchCall, firstCalls, statusCall } from '../session/first-calls';

/** What build.mjs writes in: the calls' fixed headers, and what each start fetches ahead. */
export interface StartTable {
  /** The headers the API client sends besides the borrower's (App-Id, Version, EFLAG). */
  headers: Record<string, string>;
  /** Where the files are (`/assets/`); the table names each file without it and without `.js`. */
  base: string;
  /** The first screen's dictionaries, fetched at every start in another language, space-separated: each named up to the language (`<it><code>`). */
  words: string;
  /** Every file a start fetches ahead: its name, then the dictionaries it fetches when it runs, space-separated. */
  files: string[];
  /** Per route, the indexes in `files` of what opening it needs, signed out. */
  out: Record<string, number[]>;
  /** Per route, the same for a signed-in borrower (the status's code with it). */
  in: Record<string, number[]>;
}

declare global {
  /** A signed-in start's words in another language (`askWords`): a dictionary module's language import asks here first. */
  var __w: ((hash: string, code: string) => Promise<unknown> | undefined) | undefined;
}

// For build.mjs, which writes the device check's message into its own script (build/support-check.js).
export { unsupportedDevice } from '../i18n/unsupported-device';

/** The routes a signed-in start fetches ahead for: the landing (the status decides where it leads) and the first calls' pages. */
export function signedInStarts(): string[] {
  return ['/noren', ...Object.keys(firstCalls)];
}

/** A module's exports from its URL: the browser's `import()` (tests give their own). */
export type ModuleLoader = (url: string) => Promise<unknown>;

/** Runs the start: the `yield` mark, a signed-in borrower's early calls, the opened page's files and words. */
export function start(table: StartTable, load: ModuleLoader = (url) => import(url)): void {
  const path = hashPath(location.hash);
  const token = readCookie('token');
  const device = readCookie('deviceId');
  const openToken = namesOpenToken(location);
  const lang = storedLanguage() || 'en';
  if (token || path !== '/noren' || lang !== 'en' || openToken) document.documentElement.className += ' yield';
  // The batch before the fetches ahead: on a repeat visit the files come from the service worker's
  // cache and the batch is the only round trip; the links first cost it about 100 ms at 6x CPU.
  if (token && device && !openToken) askEarly(table.headers, path, { 'Device-Id': device, 'Accept-Language': lang, Authentication: token });
  // English travels in the page's code: only another language's dictionaries are files, and a
  // signed-in start's are one file.
  const files = ((token ? table.in : table.out)[path] || []).map((i) => table.files[i]!);
  // Named after the start's first file (build.mjs).
  const words = token && lang !== 'en' && files[0] && `${files[0].split(' ')[0]}-`;
  if (words) askWords(load, table.base, words, lang);
  const names = [table.words].concat(files).join(' ').split(' ');
  const urls = names.flatMap((f) =>
    !f || (f.endsWith('-') && (lang === 'en' || words)) ? [] : [`${table.base}${f}${f.endsWith('-') ? lang : ''}.js`],
  );
  const fetchAhead = () => {
    for (const href of urls) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    }
  };
  // A signed-in start asks at once (the page shows nothing until its files and data arrived); the
  // signed-out pages just after the first paint (the spinner), queued behind the app's own scripts.
  if (!urls.length) return;
  if (token) fetchAhead();
  else requestAnimationFrame(() => setTimeout(fetchAhead, 0));
}

// The status and the page's first calls in one batch; each call's answer is kept apart for api/early.ts.
function askEarly(appHeaders: Record<string, string>, path: string, borrower: Record<string, string>): void {
  const headers = { ...appHeaders, ...borrower };
  const calls = [statusCall].concat(firstCalls[path] || []);
  const batch: Promise<{ answers?: { status: number; body: Wire }[] }> = fetch(
    `/api/user${batchCall}?${calls.map((call) => `get=${encodeURIComponent(call)}`).join('&')}`,
    { headers },
  ).then((res) => {
    if (!res.ok) throw new Error(res.statusText);
    return res.json();
  });
  const early: Record<string, EarlyCall> = {};
  globalThis.__early = early;
  calls.forEach((call, i) => {
    // A call the batch did not answer (the batch refused, a call failed) is the client's to ask again.
    const answer = batch.then((b) => {
      const one = b.answers?.[i];
      if (one?.status !== 200) throw new Error('not answered');
      return one.body;
    });
    answer.catch(() => {}); // a failure is the client's to handle, when it asks
    early[`/api/user${call}`] = { headers, answer };
  });
}

// The start's dictionaries in `lang`, asked for now in one file (build/languages.mjs) instead of one
// request each: over HTTP/1.1 they would queue behind the page's files for the six connections. The
// build points every dictionary module's language import at `__w` first; a dictionary the file lacks,
// or every one when the file failed (a dropped connection), comes from its own file.
function askWords(load: ModuleLoader, base: string, words: string, lang: string): void {
  const file = load(`${base}${words}${lang}.js`) as Promise<{ default: Record<string, unknown> }>;
  self.__w = (hash, code) => {
    if (code !== lang) return undefined;
    const own = () => load(`${base}${hash}-${code}.js`);
    return file.then((m) => m.default[hash] || own(), own);
  };
}

// Storage can be disabled (private mode, a partitioned iframe): the app then starts in English.
function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}
