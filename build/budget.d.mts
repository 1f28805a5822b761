/** The size budget, in brotli bytes. */
export declare const budget: {
  firstScreen: number;
  route: number;
  pageChunk: number;
  languageChunk: number;
  cipherFallback: number;
  oneLanguage: number;
};
/** One budget line: what it measures, its brotli bytes, its limit and, for a route, its largest files as printed. */
export interface BudgetLine {
  name: string;
  br: number;
  limit: number;
  largest?: string[];
}
/** The printout of budget `lines` and how many are over their limit (the build fails when any is). */
export declare function budgetReport(lines: BudgetLine[]): { text: string; over: number };
