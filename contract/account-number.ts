// A bank account number (certification step four and later changes): digits, as many as one of the
// bank's lengths (its `digits` in the bank list), typed with spaces and dashes as printed. An
// e-wallet's number is its mobile and goes by the phone rule (contract/phone.ts) instead. Pages and
// messages show only its last four digits.

/** The number as sent and stored: without the spaces and dashes it was typed with. */
export const compactAccountNo = (raw: string): string => raw.replace(/[\s-]/g, '');

/** An account number as pages and messages show it: its last four digits (`••••4567`). */
export const shownAccountNo = (accountNo: string): string => `••••${accountNo.slice(-4)}`;

/** True when `raw`, compacted, is digits only and as many as one of `lengths`. */
export function accountNoFits(raw: string, lengths: readonly number[]): boolean {
  const digits = compactAccountNo(raw);
  return /^\d+$/.test(digits) && lengths.includes(digits.length);
}
