/** The partner's open token from the page address (PRODUCT.md section 6): in the search, else in the hash query. */
export function openTokenFrom(loc: { search: string; hash: string }): string | null {
  const fromSearch = new URLSearchParams(loc.search).get('openToken');
  if (fromSearch) return fromSearch;
  const q = loc.hash.indexOf('?');
  return q < 0 ? null : new URLSearchParams(loc.hash.slice(q + 1)).get('openToken') || null;
}
