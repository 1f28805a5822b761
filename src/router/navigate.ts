import { signal } from '@preact/signals';
import { parseHash } from './address';

export { parseHash } from './address';

/** Makes the address spell the route the router reads (`#/home/` is `#/home`, none is `#/noren`), in place: no new entry, no paint. */
function spellAddress(path: string, query: URLSearchParams): void {
  if (location.hash.replace(/^#/, '').split('?')[0] !== path)
    history.replaceState(history.state, '', '#' + path + ([...query].length ? '?' + query : ''));
}

const first = parseHash(location.hash);
/** The current hash path (without `#` and query); the router derives everything from it. */
export const currentPath = signal(first.path);
/** The current hash query, e.g. `openToken` in embedded mode. */
export const currentQuery = signal(first.query);

// Each history entry of the app carries its position, so Back knows whether an earlier app page
// exists, whichever way the entry was made: navigate(), a plain link, or the browser's own buttons.
type EntryState = { idx?: number } | null;
let idx = (history.state as EntryState)?.idx ?? 0;
if ((history.state as EntryState)?.idx === undefined) history.replaceState({ ...history.state, idx }, '');
spellAddress(first.path, first.query);

function sync() {
  const state = history.state as EntryState;
  if (state?.idx === undefined)
    history.replaceState({ ...state, idx: ++idx }, ''); // a plain <a href="#/...">
  else idx = state.idx;
  const { path, query } = parseHash(location.hash);
  spellAddress(path, query); // one spelling per route everywhere, a typed or linked one too
  currentQuery.value = query;
  if (path !== currentPath.value) currentPath.value = path; // the shell opens the new page at the top (PageBoundary)
}
window.addEventListener('hashchange', sync);

/** Goes to a hash route (`path` may carry a `?query`); `replace` swaps the history entry (redirects do). */
export function navigate(path: string, opts: { replace?: boolean } = {}): void {
  const target = '#' + path;
  if (location.hash === target) return;
  if (opts.replace) history.replaceState({ ...history.state, idx }, '', target);
  else history.pushState({ idx: ++idx }, '', target);
  sync();
}

/** The header's back action: the previous app page, else the landing page (never out of the app). */
export function goBack(): void {
  if (idx > 0) history.back();
  else navigate('/noren', { replace: true });
}
