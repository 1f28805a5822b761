// What the page address says, read alike by the router and by the start script that runs in
// index.html before the app (app/start-script.ts): pure functions of the address, no state.

/** One spelling per route: a leading slash, no trailing or doubled ones (`/home/` is `/home`). */
export function normalizePath(path: string): string {
  return '/' + path.split('/').filter(Boolean).join('/');
}

/** The route path of a location hash like `#/repay/7?x=1`: no path is `/noren`, where the spec's route table sends `/`. */
export function hashPath(hash: string): string {
  const path = normalizePath(hash.split('?')[0]!.replace(/^#/, ''));
  return path === '/' ? '/noren' : path;
}

/** Splits a location hash like `#/repay/7?x=1` into its route path ({@link hashPath}) and query. */
export function parseHash(hash: string): { path: string; query: URLSearchParams } {
  return { path: hashPath(hash), query: new URLSearchParams(hash.replace(/^[^?]*\??/, '')) };
}

// The embedded chunk reads the token itself (session/open-token.ts); the first screen and the start
// script only need to know whether there is one, which a pattern tells in fewer bytes.
/** True when the address names a partner's open token (PRODUCT.md section 6), in its search or in its hash's query. */
export function namesOpenToken(loc: { href: string }): boolean {
  return /[?&]openToken=./.test(loc.href);
}
