/** Pesos typed by the borrower (`1,234.5`, `1234.50`) as integer centavos, or null when it is no amount. */
export function parsePesos(text: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.replace(/[,\s₱]/g, ''));
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
}
