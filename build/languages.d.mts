import type { BuildOptions, Metafile, Plugin } from 'esbuild';
/** Where a dictionary folder's languages were written: the file names' owner and the dictionary's hash. */
export interface BuiltDictionary {
  owner: string;
  hash: string;
}
/** Builds every non-English dictionary into `assetsDir`: `byFolder` by absolute folder, `files` each written file -> its source. */
export function buildLanguages(
  assetsDir: string,
  options: BuildOptions,
): Promise<{ byFolder: Map<string, BuiltDictionary>; files: Map<string, string> }>;
/** Inputs of the app build that are non-English dictionaries. */
export function bundledLanguages(metafile: Metafile): string[];
/** esbuild plugin: points each dictionary module's template import at the built files. */
export function languageImports(byFolder: Map<string, BuiltDictionary>, publicPath: string): Plugin;
