// The last answers of the borrower's read calls, kept in memory for the session: a page seen before
// shows them at once while it asks again (ui/use-load.ts reads `kept()`). Only loads made of GETs are
// kept (never a payment code or an application); every action drops them all (client.ts), and they
// belong to one token: another token (a sign-out, another borrower, an expired one) finds none.
import { locale } from '../i18n/i18n';
import { apiHooks } from './hooks';

// The context is use-load's (`behind`: asked again behind data on screen), handed through.
type Load<T> = (signal: AbortSignal, context?: { behind: boolean }) => Promise<T>;

/** A load whose last answer this session may show again at once: `kept()` is that answer, or undefined. */
export type KeptLoad<T> = ((signal: AbortSignal, context?: { behind: boolean }) => Promise<T>) & { kept: () => T | undefined };

const answers = new Map<string, unknown>();
let owner: string | null = null;
// Bumped whenever the answers are dropped: an answer asked for before that is never kept after it.
let generation = 0;

function shelf(): Map<string, unknown> {
  const token = apiHooks().token();
  if (token !== owner) {
    answers.clear();
    owner = token;
    generation++;
  }
  return answers;
}

/** Drops every kept answer (an action changed what they show, or the session ended). */
export function forgetKept(): void {
  answers.clear();
  generation++;
}

/** `load` (GET calls only), its last answer kept under `key` in the borrower's language for the session. */
export function keep<T>(key: string, load: Load<T>): KeptLoad<T> {
  const id = () => key + ' ' + locale.value;
  const kept = ((signal: AbortSignal, context?: { behind: boolean }) => {
    shelf();
    const asked = generation;
    return load(signal, context).then((value) => {
      if (owner !== null && shelf() && asked === generation) answers.set(id(), value);
      return value;
    });
  }) as KeptLoad<T>;
  kept.kept = () => (shelf().get(id()) as T | undefined) ?? undefined;
  return kept;
}
