import type { Metafile } from 'esbuild';
/** One route as a borrower opens it: its address and the page modules that opening it runs. */
export interface RouteRow {
  path: string;
  modules: string[];
}
/** The route table of src/app/routes.ts, each page module named by its path (redirects left out, steps one row each). */
export function readRouteTable(): Promise<RouteRow[]>;
/** Dictionary files by folder and language, for `routeDownloads`. */
export interface LanguageFolders {
  folders: string[];
  codes: string[];
  file(folder: string, code: string): string | undefined;
  importersOf(folder: string): string[];
  size(files: string[]): number;
}
/** Every file a signed-in borrower downloads opening `row` directly, with its heaviest language. */
export function routeDownloads(
  row: RouteRow,
  ctx: {
    outputs: Metafile['outputs'];
    start: Set<string>;
    chunkOf(module: string): string;
    closure(file: string): Set<string>;
    dictionaries: LanguageFolders;
  },
): { files: string[]; language: string };
