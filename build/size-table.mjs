// The README's size table is written by the build from what it measured, so it cannot drift from
// the build or disagree with another copy: there is no other copy.
import { readFileSync, writeFileSync } from 'node:fs';

/** The markers around the generated table in README.md. */
export const MARKERS = ['<!-- size table: node build.mjs writes it -->', '<!-- end of size table -->'];

const n = (x) => x.toLocaleString('en-US');

/**
 * The table's markdown: the first screen, then every route heaviest first (routes of equal weight in
 * one language share a row), then the whole app.
 * @param {{ firstScreen: {br: number, limit: number}, routes: {path: string, language: string, br: number}[], routeLimit: number, wholeApp: {br: number, limit: number} }} m
 */
export function sizeTable({ firstScreen, routes, routeLimit, wholeApp }) {
  const rows = [];
  for (const r of [...routes].sort((a, b) => b.br - a.br)) {
    const last = rows.at(-1);
    if (last && last.br === r.br && last.language === r.language) last.paths.push(r.path);
    else rows.push({ br: r.br, language: r.language, paths: [r.path] });
  }
  return [
    '| what | brotli bytes | limit |',
    '|---|---:|---:|',
    `| first screen (#/noren, English) HTML+JS+CSS | ${n(firstScreen.br)} | ${n(firstScreen.limit)} |`,
    ...rows.map((r) => `| ${r.paths.map((p) => `\`${p}\``).join(', ')} (${r.language}) | ${n(r.br)} | ${n(routeLimit)} |`),
    `| whole app, one language, Web Crypto: all JS+CSS | ${n(wholeApp.br)} | ${n(wholeApp.limit)} |`,
  ].join('\n');
}

/** `text` with the part between the markers replaced by `table`; throws when the markers are missing. */
export function withSizeTable(text, table) {
  const start = text.indexOf(MARKERS[0]);
  const end = text.indexOf(MARKERS[1]);
  if (start < 0 || end < start) throw new Error(`README.md lacks the size table's markers: ${MARKERS.join(' … ')}`);
  return `${text.slice(0, start + MARKERS[0].length)}\n${table}\n${text.slice(end)}`;
}

/** Writes the table into `file` when it changed; true when it did. */
export function writeSizeTable(file, table) {
  const before = readFileSync(file, 'utf8');
  const after = withSizeTable(before, table);
  if (after !== before) writeFileSync(file, after);
  return after !== before;
}
