/** The markers around the generated table in README.md. */
export declare const MARKERS: [string, string];
/** The table's markdown: the first screen, every route heaviest first (equal weights share a row), the whole app. */
export declare function sizeTable(m: {
  firstScreen: { br: number; limit: number };
  routes: { path: string; language: string; br: number }[];
  routeLimit: number;
  wholeApp: { br: number; limit: number };
}): string;
/** `text` with the part between the markers replaced by `table`; throws when the markers are missing. */
export declare function withSizeTable(text: string, table: string): string;
/** Writes the table into `file` when it changed; true when it did. */
export declare function writeSizeTable(file: string, table: string): boolean;
