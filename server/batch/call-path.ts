// Which call a batch entry is, judged on the path as the router will read it: the router decodes
// percent escapes (`/%62atch` is `/batch` to it), so a check on the path as written lets the batch
// call itself. Anything that reads as the batch after any number of decodings, whatever its case,
// slashes or dot segments, is refused: a batch runs one level of calls, never a batch of batches.
import { getPath } from 'hono/utils/url';

// Enough for any real path; a path still changing after this many decodings is refused.
const MAX_DECODINGS = 8;

/** The URL a batch entry calls under `base` (the batch's own path), or null when it must be refused. */
export function batchCallTarget(call: string, base: string, batchPath: string): URL | null {
  if (!call.startsWith('/')) return null;
  const target = new URL(`/api/user${call}`, base);
  // A call is a path under /api/user written as the client writes it: no way out by `..`.
  if (!target.pathname.startsWith('/api/user/') || target.pathname + target.search !== `/api/user${call}`) return null;
  const seen = routerForms(getPath(new Request(target)));
  if (seen === null || seen.some((p) => p === batchPath || p.startsWith(`${batchPath}/`))) return null;
  return target;
}

// The path decoded again and again until it stops changing, each form with repeated slashes and
// dot segments resolved, in lower case; null when it never settles.
function routerForms(path: string): string[] | null {
  const forms: string[] = [];
  let p = path;
  for (let i = 0; i < MAX_DECODINGS; i++) {
    forms.push(settled(p));
    const next = decoded(p);
    if (next === p) return forms;
    p = next;
  }
  return null;
}

function settled(path: string): string {
  const plain = new URL(path.replace(/\/{2,}/g, '/'), 'http://x').pathname.replace(/\/{2,}/g, '/');
  return (plain.length > 1 ? plain.replace(/\/$/, '') : plain).toLowerCase();
}

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    // A stray `%` is left as it is; the escapes around it are still read.
    return path.replace(/%[0-9a-f]{2}/gi, (e) => String.fromCharCode(Number.parseInt(e.slice(1), 16)));
  }
}
