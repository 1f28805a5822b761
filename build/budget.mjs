// The size budget, in brotli bytes: the one place these numbers live (issue: app foundation).
export const budget = {
  /** JS + CSS the first screen (#/noren, English) needs. */
  firstScreen: 24 * 1024,
  /**
   * Everything a borrower can download in one language with Web Crypto available (the issues' limit).
   * Kept by sharing, not trimming: lazy pages' shared modules in one chunk and their stylesheets in one
   * file (build/chunking.mjs), and no preact/compat unless a page needs it (build/react-hooks.mjs).
   */
  oneLanguage: 50 * 1024,
  /** Each further language's chunk (the shell's or one feature's dictionary, or a long text such as the privacy notice). */
  languageChunk: 8 * 1024,
  /** The @noble/ciphers fallback chunk (only pages without Web Crypto load it). */
  cipherFallback: 12 * 1024,
};

/** The page module of the first screen (#/noren): its chunk counts toward `firstScreen`. */
export const firstScreenPage = 'src/features/noren/noren-page.tsx';
/**
 * Non-English dictionaries (the shell's, each feature's and the platform's `messages/`) and
 * privacy-notice texts: fetched only when that language is active, each within `languageChunk`.
 */
export const languageChunk = /^src\/(i18n\/locales|features\/[\w-]+\/(messages|texts)|platform\/messages)\/(?!en\.)[\w-]+\.ts$/;
/** English dictionaries: each travels inside the chunk of the module that registers it. */
export const englishDictionary = /^src\/(i18n\/locales|features\/[\w-]+\/messages|platform\/messages)\/en\.ts$/;
/** The cipher fallback module. */
export const cipherFallbackEntry = 'src/api/envelope-noble.ts';
