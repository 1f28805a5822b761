// The source files the repository tests read as text (rules written once, import directions, words).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every TypeScript source under `dir`, declaration files aside, as paths joined to `dir`. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [p] : [];
  });
}
