// Pesos as a borrower types them, read into integer centavos: the one parser of every amount field.
// Apart from format.ts, which the first screen carries: only pages with an amount field load this.

// Whole pesos (plain, or grouped in threes by one mark: `,` `.` or a space), then optionally a
// decimal mark and one or two centavo digits.
const AMOUNT = /^(\d{1,3}(?:([,. ])\d{3}(?:\2\d{3})*)?|\d+)(?:([,.])(\d{1,2}))?$/;

/**
 * Pesos as typed (`2500.50`, `2,500.50`, `2.500,50`) in integer centavos, or null when it is not one
 * clear amount (`1.2.3`, `2500.505`, letters): refused, never guessed, and no float ever holds it.
 * Three digits after one mark are thousands in every language (no peso amount has three decimals).
 */
export function parsePesos(text: string): number | null {
  const m = AMOUNT.exec(text.trim().replace(/[\u00a0\u202f]/g, ' '));
  if (!m) return null;
  const [, whole, group, mark, cents = ''] = m;
  if (group && group === mark) return null; // one mark cannot both group and divide
  const digits = whole!.replace(/\D/g, '');
  if (digits.length > 9) return null;
  return Number(digits) * 100 + Number(cents.padEnd(2, '0'));
}

/** Centavos as the amount field shows them: `2500`, `2500.50` (no grouping, so it reads back the same). */
export function pesosText(centavos: number): string {
  const cents = centavos % 100;
  return String((centavos - cents) / 100) + (cents ? '.' + String(cents).padStart(2, '0') : '');
}
