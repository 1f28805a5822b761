// What the page address says, read alike by the router and by the start script that runs in
// index.html before the app (app/start-script.ts): pure functions of the address, no state.

/** One spelling per route: a leading slash, no trailing or doubled ones (`/home/` is `/home`). */
export function normalizePath(path: string): string {
  return '/' + path.split('/').filter(Boolean).join('/');
}

/** The route path of a location hash like `#/repay/7?x=1`: no path is `/noren`, where the spec's route table sends `/`. */
export function hashPath(hash: string): string {
  const path = normalizePath(hash.replace(/^#/, '').split('?')[0]!);
  return path === '/' ? '/noren' : path;
}

/** Splits a location hash like `#/repay/7?x=1` into its route path ({@link hashPath}) and query. */
export function parseHash(hash: string): { path: string; query: URLSearchParams } {
  const q = hash.indexOf('?');
  return { path: hashPath(hash), query: new URLSearchParams(q < 0 ? '' : hash.slice(q + 1)) };
}

// The embedded chunk reads the token itself (session/open-token.ts); the first screen and the start
// script only need to know whether there is one, which a pattern tells in fewer bytes.
/** True when the address names a partner's open token (PRODUCT.md section 6), in its search or in its hash's query. */
export function namesOpenToken(loc: { search: string; hash: string }): boolean {
  return /[?&]openToken=./.test(loc.search + loc.hash);
}
