// Pesos as a borrower types them, read into integer centavos: the one parser of every amount field.
// Apart from format.ts, which the first screen carries: only pages with an amount field load this.

import { formatMoney } from './format';

// Whole pesos (at most 9 digits), plain or grouped by threes with one mark, then 0 to 2 centavo digits after a mark.
const AMOUNT = /^(\d{1,9}|\d{1,3}(?:([.,])\d{3}){1,2})(?:([.,])(\d{0,2}))?$/;

/** The active language's decimal mark, as formatMoney writes ₱1.50 or ₱1,50. */
const languageMark = () => formatMoney(150).charAt(2) as '.' | ',';

/**
 * Pesos as typed in integer centavos, or null when it is not one clear amount: refused, never guessed,
 * and no float ever holds it. A mark before one or two final digits is the decimal mark, whichever the
 * keyboard gave: 2500.50 and 2500,50 are both ₱2,500.50. Grouping may not use the language's own
 * decimal mark (2.500 in English, 2,500 in Spanish), since the borrower may have meant centavos.
 */
export function parsePesos(text: string, decimalMark: '.' | ',' = languageMark()): number | null {
  const m = AMOUNT.exec(text.replace(/\s/g, ''));
  if (!m || m[2] === decimalMark || (m[2] && m[2] === m[3])) return null;
  return Number(m[1]!.replace(/\D/g, '')) * 100 + Number((m[4] ?? '').padEnd(2, '0'));
}

/** Centavos as the amount field shows them: `2500`, `2500.50` (no grouping, so it reads back the same). */
export function pesosText(centavos: number): string {
  const cents = centavos % 100;
  return String((centavos - cents) / 100) + (cents ? '.' + String(cents).padStart(2, '0') : '');
}
