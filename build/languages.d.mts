import type { BuildOptions, Metafile, Plugin } from 'esbuild';
/** Where a dictionary folder's languages were written: the dictionary's hash, which names its files. */
export interface BuiltDictionary {
  hash: string;
  /** English is imported by name by the module fetching the others, so it is no file of its own. */
  englishInCode: boolean;
  /** The modules that fetch this folder's languages (by their template import), relative like a metafile's inputs. */
  importers: string[];
  /** The folder, relative like a metafile's inputs. */
  folder: string;
  /** Each built language file by its code. */
  files: Record<string, string>;
}
/** Builds every file fetched by language into `assetsDir`: `byFolder` by absolute folder, `files` each written file -> its source, `importers` the modules that fetch them. */
export function buildLanguages(
  assetsDir: string,
  options: BuildOptions,
  root?: string,
): Promise<{ byFolder: Map<string, BuiltDictionary>; files: Map<string, string>; importers: Set<string> }>;
/** Throws when the app build took a language the wrong way (a lazy entry fetching languages, one fetched by name, English alone in a chunk). */
export function checkLanguages(
  metafile: Metafile,
  languages: { byFolder: Map<string, BuiltDictionary>; importers: Set<string> },
  lazy: Set<string>,
): void;
/** esbuild plugin: points each dictionary module's template import at the built files. */
export function languageImports(byFolder: Map<string, BuiltDictionary>, importers: Set<string>, publicPath: string): Plugin;
