import type { Metafile } from 'esbuild';
/** `length` (8 unless given) lowercase base36 characters of the SHA-256 of `text`. */
export function contentHash(text: string, length?: number): string;
/** Renames unwritten esbuild output to content-hash names and rewrites the references; the entry keeps `main-`. */
export function shortNames(
  outputFiles: { path: string; text: string }[],
  metafile: Metafile,
  publicPath: string,
  entry: string | undefined,
): { files: { path: string; text: string }[]; metafile: Metafile };
