// The CSP allows index.html's inline start script and critical stylesheet by their hashes (the build
// inlines them so the first paint needs no other file); read from the file itself, so they always match.
import { createHash } from 'node:crypto';
import { readPerBuild } from './read-per-build';

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

/** {@link inlineHashes} of an HTML file, read again only when it changed (a new build); none when it is missing. */
export const inlineHashesOf = readPerBuild(inlineHashes, NONE);
