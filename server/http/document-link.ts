// The app's module script, named in a `Link` header of the HTML's answer: the browser asks for it as
// soon as the answer's headers arrive, instead of once the HTML's body is in and parsed up to the
// script tag. On a slow phone network that starts the app's largest file a few hundred ms sooner.
import { readPerBuild } from './read-per-build';

/** The `Link` header value that preloads a document's module script, or null when it has none. */
export const scriptLinkOf = readPerBuild((html) => {
  const src = /<script type="module" src="(\/[^"<>\s]+)"/.exec(html)?.[1];
  return src ? `<${src}>; rel=modulepreload` : null;
}, null);
