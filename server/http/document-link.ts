// The app's module script, named in a `Link` header of the HTML's answer: the browser asks for it as
// soon as the answer's headers arrive, instead of once the HTML's body is in and parsed up to the
// script tag. On a slow phone network that starts the app's largest file a few hundred ms sooner.
import { readFileSync, statSync } from 'node:fs';

const cache = new Map<string, { stamp: string; link: string | null }>();

/** The `Link` header value that preloads a document's module script, or null when it has none. */
export function scriptLinkOf(file: string): string | null {
  let stamp: string;
  try {
    const info = statSync(file);
    stamp = `${info.size}:${info.mtimeMs}`;
  } catch {
    return null;
  }
  const hit = cache.get(file);
  if (hit?.stamp === stamp) return hit.link;
  const src = /<script type="module" src="(\/[^"<>\s]+)"/.exec(readFileSync(file, 'utf8'))?.[1];
  const link = src ? `<${src}>; rel=modulepreload` : null;
  cache.set(file, { stamp, link });
  return link;
}
