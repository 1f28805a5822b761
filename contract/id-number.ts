// ID numbers by type (dictionary `id_type`), checked on the phone as the borrower types and again by
// the server. Borrowers type them with spaces and dashes as printed; the number is compared in
// capitals without them. Where the issuer fixes a format, it is checked:
//
// | id_type          | document                      | printed like            | accepted (after removing spaces and dashes) |
// |------------------|-------------------------------|-------------------------|---------------------------------------------|
// | PHILSYS          | PhilSys ID / ePhilID (PCN)    | 1234-5678-9012-3456     | 16 digits                                   |
// | UMID             | UMID (CRN)                    | 0111-2345678-9          | 12 digits                                   |
// | DRIVERS_LICENSE  | LTO driver's licence          | N01-12-345678           | 1 letter + 10 digits                        |
// | PASSPORT         | DFA passport                  | P1234567A / EB1234567   | 1 letter + 7 digits + 1 letter, or 2 letters + 7 digits |
// | SSS              | SSS ID                        | 34-1234567-8            | 10 digits                                   |
// | PRC              | PRC professional licence      | 0123456                 | 7 digits                                    |
// | TIN              | BIR TIN                       | 123-456-789(-000)       | 9 or 12 digits (with branch code)           |
// | POSTAL           | PHLPost postal ID (PRN)       | varies by issue         | 6 to 20 letters and digits                  |
// | VOTERS           | COMELEC voter's ID (VIN)      | varies by issue         | 6 to 30 letters and digits                  |

/** The accepted shape of each ID type's number (compact form: capitals and digits only). */
export const ID_NUMBER_FORMATS: Readonly<Record<string, RegExp>> = {
  PHILSYS: /^\d{16}$/,
  UMID: /^\d{12}$/,
  DRIVERS_LICENSE: /^[A-Z]\d{10}$/,
  PASSPORT: /^([A-Z]\d{7}[A-Z]|[A-Z]{2}\d{7})$/,
  SSS: /^\d{10}$/,
  PRC: /^\d{7}$/,
  TIN: /^(\d{9}|\d{12})$/,
  POSTAL: /^[A-Z0-9]{6,20}$/,
  VOTERS: /^[A-Z0-9]{6,30}$/,
};

/** How each ID type with a fixed format prints its number: the hint under the field. */
export const ID_NUMBER_EXAMPLES: Readonly<Record<string, string>> = {
  PHILSYS: '1234-5678-9012-3456',
  UMID: '0111-2345678-9',
  DRIVERS_LICENSE: 'N01-12-345678',
  PASSPORT: 'P1234567A',
  SSS: '34-1234567-8',
  PRC: '0123456',
  TIN: '123-456-789',
};

/** The longest ID number accepted as typed, spaces and dashes included. */
export const ID_NUMBER_MAX_TYPED = 40;

/** Capitals and digits only: how an ID number is compared and stored. */
export function compactIdNumber(raw: string): string {
  return raw.toUpperCase().replace(/[\s\-.]/g, '');
}

/** True when `raw` fits the format of `documentType` (a dictionary key, in any case); false for an unknown type. */
export function idNumberFits(documentType: string, raw: string): boolean {
  const format = ID_NUMBER_FORMATS[documentType.toUpperCase()];
  return !!format && raw.length <= ID_NUMBER_MAX_TYPED && format.test(compactIdNumber(raw));
}
