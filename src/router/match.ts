/** A route pattern such as `/repay/:repayId`; the router itself is pure so it is tested without a DOM. */
export interface Pattern {
  path: string;
}

/** Matches `path` against `pattern`; returns the named params, or null when it does not match. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) {
      const value = decode(got[i]);
      if (value === null) return null;
      params[want[i].slice(1)] = value;
    } else if (want[i] !== got[i]) return null;
  }
  return params;
}

/** The first route whose pattern matches `path`, with its params. */
export function findRoute<R extends Pattern>(routes: readonly R[], path: string): { route: R; params: Record<string, string> } | null {
  for (const route of routes) {
    const params = matchPath(route.path, path);
    if (params) return { route, params };
  }
  return null;
}

// A mistyped address such as `#/repay/%E0` is a path that matches nothing, not a crash.
function decode(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}
