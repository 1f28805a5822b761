/** The size budget, in brotli bytes. */
export declare const budget: {
  firstScreen: number;
  route: number;
  pageChunk: number;
  languageChunk: number;
  cipherFallback: number;
  oneLanguage: number;
};
/** What the app fetches at start for a signed-in borrower, counted in every route. */
export declare const signedInStart: string[];
/** The page module of the first screen (#/noren). */
export declare const firstScreenPage: string;
/** Non-English dictionaries and privacy-notice texts. */
export declare const languageChunk: RegExp;
/** English dictionaries. */
export declare const englishDictionary: RegExp;
/** The cipher fallback module. */
export declare const cipherFallbackEntry: string;
