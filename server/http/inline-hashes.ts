// The CSP allows index.html's inline start script and critical stylesheet by their hashes (the build
// inlines them so the first paint needs no other file); read from the file itself, so they always match.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';

/** CSP source expressions (`'sha256-…'`) of a document's inline scripts and styles. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

const NONE: InlineHashes = { scripts: [], styles: [] };
const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The hashes of the inline `<script>` (without src) and `<style>` elements of an HTML text. */
export function inlineHashes(html: string): InlineHashes {
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => hash(m[1]!));
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => hash(m[1]!));
  return { scripts, styles };
}

const cache = new Map<string, { stamp: string; hashes: InlineHashes }>();

/** {@link inlineHashes} of an HTML file, read again only when it changed (a new build); none when it is missing. */
export function inlineHashesOf(file: string): InlineHashes {
  let stamp: string;
  try {
    const info = statSync(file);
    stamp = `${info.size}:${info.mtimeMs}`;
  } catch {
    return NONE;
  }
  const hit = cache.get(file);
  if (hit?.stamp === stamp) return hit.hashes;
  const hashes = inlineHashes(readFileSync(file, 'utf8'));
  cache.set(file, { stamp, hashes });
  return hashes;
}
