// The last answers of the borrower's read calls, kept for the session: a page seen before shows them
// at once while it asks again (ui/use-load.ts reads `kept()`). Only loads made of GETs are kept (never a
// payment code or an application); every action drops them all (client.ts), and they belong to one
// token: another token (a sign-out, another borrower, an expired one) finds none. They are also written
// to localStorage under a tag of that token, so a reload or the app opened again shows them at once too;
// read synchronously the first time a page asks, before it renders (the worker's Cache is async).
import { locale } from '../i18n/i18n';
import { apiHooks } from './hooks';

// The context is use-load's (`behind`: asked again behind data on screen), handed through.
type Load<T> = (signal: AbortSignal, context?: { behind: boolean }) => Promise<T>;

/**
 * A load whose last answer this session may show again at once: `kept()` is that answer, or undefined.
 * `stale(fn)` calls `fn` whenever an action settled (what a page shows may have changed); returns the undo.
 */
export type KeptLoad<T> = ((signal: AbortSignal, context?: { behind: boolean }) => Promise<T>) & {
  kept: () => T | undefined;
  stale: (fn: () => void) => () => void;
};

/** The localStorage key of the kept answers: `[owner, [id, answer]…]`, `owner` a tag of the token they belong to. */
export const KEPT_STORE = 'kept';

let answers = new Map<string, unknown>();
let owner: string | null | undefined; // undefined until storage was read
// Bumped whenever the answers are dropped: an answer asked for before that is never kept after it.
let generation = 0;
// The pages on screen that show a kept load's answer: asked again behind it once an action settled.
const onScreen = new Set<() => void>();

// A tag, not the token itself: the store must not become a second copy of the credential. Every read of
// the kept answers asks whose they are, so the last token's tag is remembered.
let lastToken: string | null = null;
let lastTag: string | null = null;
function tagOf(token: string | null): string | null {
  if (token !== lastToken) {
    lastToken = token;
    lastTag = token && [...token].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 7).toString(36);
  }
  return lastTag;
}

function save(): void {
  try {
    if (answers.size) localStorage.setItem(KEPT_STORE, JSON.stringify([owner, ...answers]));
    else localStorage.removeItem(KEPT_STORE);
  } catch {
    // storage full or blocked: they stay in memory for this page
  }
}

function shelf(): Map<string, unknown> {
  const tag = tagOf(apiHooks().token());
  if (owner === undefined)
    try {
      // What an earlier page of this token left; another token's goes unread (and the save below removes it).
      const [by, ...stored] = JSON.parse(localStorage.getItem(KEPT_STORE) ?? '[]');
      if (tag && by === tag) answers = new Map(stored);
    } catch {
      // unreadable: nothing kept
    }
  if (tag !== owner) {
    if (owner !== undefined) answers.clear();
    owner = tag;
    generation++;
    if (!answers.size) save();
  }
  return answers;
}

/** Drops every kept answer, here and in storage (an action changed what they show, or the session ended). */
export function forgetKept(): void {
  answers.clear();
  generation++;
  owner ??= null;
  save();
}

/**
 * An action settled, whatever its outcome: the kept answers go, and every page on screen asks again
 * behind what it shows. A borrower who went back to Home while an application was on its way sees the
 * limit it left, not the one Home read before the server had it.
 */
export function actionSettled(): void {
  forgetKept();
  for (const refresh of [...onScreen]) refresh();
}

/** `load` (GET calls only), its last answer kept under `key` in the borrower's language for the session. */
export function keep<T>(key: string, load: Load<T>): KeptLoad<T> {
  const id = () => key + ' ' + locale.value;
  const kept = ((signal: AbortSignal, context?: { behind: boolean }) => {
    shelf();
    const asked = generation;
    return load(signal, context).then((value) => {
      if (owner && shelf() && asked === generation) {
        answers.set(id(), value);
        save();
      }
      return value;
    });
  }) as KeptLoad<T>;
  kept.kept = () => (shelf().get(id()) as T | undefined) ?? undefined;
  kept.stale = (refresh) => {
    onScreen.add(refresh);
    return () => void onScreen.delete(refresh);
  };
  return kept;
}
