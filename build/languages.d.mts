import type { BuildOptions, Metafile, Plugin } from 'esbuild';
/** Where a dictionary folder's languages were written: the file names' owner and the dictionary's hash. */
export interface BuiltDictionary {
  owner: string;
  hash: string;
}
/** Builds every file fetched by language into `assetsDir`: `byFolder` by absolute folder, `files` each written file -> its source, `importers` the modules that fetch them. */
export function buildLanguages(
  assetsDir: string,
  options: BuildOptions,
): Promise<{ byFolder: Map<string, BuiltDictionary>; files: Map<string, string>; importers: Set<string> }>;
/** Inputs of the app build that are non-English dictionaries. */
export function bundledLanguages(metafile: Metafile): string[];
/** esbuild plugin: points each dictionary module's template import at the built files. */
export function languageImports(byFolder: Map<string, BuiltDictionary>, importers: Set<string>, publicPath: string): Plugin;
