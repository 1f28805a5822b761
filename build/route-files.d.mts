import type { Metafile } from 'esbuild';
/** One route as a borrower opens it: its address, the page modules that opening it runs, and its row's marks. */
export interface RouteRow {
  path: string;
  modules: string[];
  public: boolean;
  notForCertified: boolean;
}
/** The route table of `routesModule`, each page module named by its path (redirects left out, steps one row each). */
export function readRouteTable(routesModule: string): Promise<RouteRow[]>;
/** One dictionary folder: the modules that fetch it and its language files by code. */
export interface Dictionary {
  importers: string[];
  files: Record<string, string>;
}
/** Every file a signed-in borrower downloads opening `row` directly, with its heaviest language. */
export function routeDownloads(
  row: Pick<RouteRow, 'path' | 'modules'>,
  ctx: {
    outputs: Metafile['outputs'];
    start: Set<string>;
    chunkOf(module: string): string;
    closure(file: string): Set<string>;
    dictionaries: Dictionary[];
    size(files: string[]): number;
  },
): { files: string[]; language: string };
