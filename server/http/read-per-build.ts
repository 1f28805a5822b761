// The built HTML is read for facts the server adds to its answers (CSP hashes, the script's Link
// header). A file is parsed again only when its size or time changed: a new build, not every request.
import { readFileSync, statSync } from 'node:fs';

/** `parse` of a file's text, kept per file until the file changes; `missing` while it does not exist. */
export function readPerBuild<T>(parse: (text: string) => T, missing: T): (file: string) => T {
  const cache = new Map<string, { stamp: string; value: T }>();
  return (file) => {
    let stamp: string;
    try {
      const info = statSync(file);
      stamp = `${info.size}:${info.mtimeMs}`;
    } catch {
      return missing;
    }
    const hit = cache.get(file);
    if (hit?.stamp === stamp) return hit.value;
    const value = parse(readFileSync(file, 'utf8'));
    cache.set(file, { stamp, value });
    return value;
  };
}
