// Amounts inside server messages: the peso sign with Philippine grouping (₱1,000.00).
const PHP = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' });

/** Centavos as text for a message, e.g. 100000 -> "₱1,000.00". */
export function pesoText(centavos: number): string {
  return PHP.format(centavos / 100);
}
