// The size budget, in brotli bytes: the one place these numbers live.
export const budget = {
  /** The first screen (#/noren, English): its HTML (inline CSS and start script) and JS. */
  firstScreen: 24 * 1024,
  /**
   * Every route of the route table, opened directly by a signed-in borrower in its heaviest language:
   * everything it downloads (HTML, entry, shared chunks, its page chunks, its dictionaries). This is the
   * design card's "sub-50 KB bundle": what a borrower downloads to use any one page.
   */
  route: 50 * 1024,
  /** Each lazy page chunk (a route's own module). */
  pageChunk: 8 * 1024,
  /** Each further language's chunk (the shell's or one feature's dictionary, or a long text such as the privacy notice). */
  languageChunk: 8 * 1024,
  /** The @noble/ciphers fallback chunk (only pages without Web Crypto load it). */
  cipherFallback: 12 * 1024,
  /** All JS and CSS of the app in one language, Web Crypto available: a guard against sprawl, not the target. */
  oneLanguage: 100 * 1024,
};

/**
 * The printout of budget `lines` ({name, br, limit, largest?}: a route names its largest files) and how many
 * are over their limit: the build fails when any is.
 */
export function budgetReport(lines) {
  const cells = (...c) => `${String(c[0]).padEnd(52)}${String(c[1]).padStart(9)}${String(c[2]).padStart(9)}`;
  const verdict = (l) => (l.br <= l.limit ? 'ok' : `OVER BUDGET${l.largest ? `: largest ${l.largest.join(', ')}` : ''}`);
  const text = [cells('budget (brotli bytes)', 'used', 'limit'), ...lines.map((l) => `${cells(l.name, l.br, l.limit)}  ${verdict(l)}`)];
  return { text: text.join('\n'), over: lines.filter((l) => l.br > l.limit).length };
}
