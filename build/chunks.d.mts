import type { Metafile, Plugin } from 'esbuild';
/** One group of shared modules that goes into one chunk, and the lazy entries that import it (absolute paths). */
export interface ChunkGroup {
  name: string;
  modules: string[];
  users: Set<string>;
}
/** Static-import closure of an output file in a metafile: what the browser must fetch before it runs. */
export function closureOf(outputs: Metafile['outputs'], file: string, seen?: Set<string>): Set<string>;
/** The route table's page modules as the chunk plan reads them (paths as in the metafile). */
export interface PageSets {
  all: string[];
  start: string[];
  notForCertified: string[];
  open: string[];
}
/** From a first build's metafile: the lazy entries and the groups of shared modules, each one chunk. */
export function chunkPlan(metafile: Pick<Metafile, 'outputs'>, entry: string, pages: PageSets): { lazy: Set<string>; groups: ChunkGroup[] };
/** esbuild plugin: each lazy entry of `plan` imports the entry `entry` and each group it uses. */
export function chunks(entry: string, plan: { lazy: Set<string>; groups: ChunkGroup[] }): Plugin;
