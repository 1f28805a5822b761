import { signal } from '@preact/signals';

/** Splits a location hash like `#/repay/7?x=1` into its path and query. */
export function parseHash(hash: string): { path: string; query: URLSearchParams } {
  const raw = hash.replace(/^#/, '') || '/';
  const q = raw.indexOf('?');
  const path = q < 0 ? raw : raw.slice(0, q);
  return { path: path.startsWith('/') ? path : '/' + path, query: new URLSearchParams(q < 0 ? '' : raw.slice(q + 1)) };
}

/** The current hash path (without `#` and query); the router derives everything from it. */
export const currentPath = signal(parseHash(location.hash).path);
/** The current hash query, e.g. `openToken` in embedded mode. */
export const currentQuery = signal(parseHash(location.hash).query);

function sync() {
  const { path, query } = parseHash(location.hash);
  currentQuery.value = query;
  if (path !== currentPath.value) {
    currentPath.value = path;
    window.scrollTo(0, 0); // spec: scroll resets to top on every route change
  }
}
window.addEventListener('hashchange', sync);

// Pushes made inside the app: back never leaves the app for a page the borrower did not come from.
let depth = 0;

/** Goes to a hash route; `replace` swaps the history entry (used by redirects). */
export function navigate(path: string, opts: { replace?: boolean } = {}): void {
  const target = '#' + path;
  if (location.hash === target) return;
  if (opts.replace) history.replaceState(history.state, '', target);
  else {
    history.pushState(history.state, '', target);
    depth++;
  }
  sync();
}

/** The header's back action: history back inside the app, else the landing page. */
export function goBack(): void {
  if (depth > 0) {
    depth--;
    history.back();
  } else navigate('/noren', { replace: true });
}
