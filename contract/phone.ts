// The phone rule of PRODUCT.md section 2, which every phone field of the app and every phone the
// server reads go through (sign-in, partner tasks, contacts, e-wallet accounts). `length` is
// PHONE_LENGTH: the digits after +63, the first of them a 9 for a mobile. A number may be typed with
// the trunk 0, without it, or with +63 / 63 (never the country code and the trunk 0 together:
// +630917… is no number); spaces and dashes are ignored.

/** The PHONE_LENGTH values the app and the server accept, inclusive. */
export const PHONE_LENGTH_RANGE = { min: 7, max: 15 } as const;

/** True when `raw` (a setting as written) is a PHONE_LENGTH both sides accept: a whole number in the range. */
export function phoneLengthFits(raw: string): boolean {
  const n = Number(raw);
  return /^\d{1,2}$/.test(raw) && n >= PHONE_LENGTH_RANGE.min && n <= PHONE_LENGTH_RANGE.max;
}

/** The number without the spaces and dashes it was typed with. */
export const compactPhone = (raw: string): string => raw.replace(/[\s-]/g, '');

/** The national significant number (`9171234567`) of a Philippine mobile, or null when `raw` is not one. */
export function mobileDigits(raw: string, length: number): string | null {
  return new RegExp(`^(?:\\+63|63|0)?(9\\d{${length - 1}})$`).exec(compactPhone(raw))?.[1] ?? null;
}
