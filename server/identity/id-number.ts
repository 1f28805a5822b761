// ID numbers by type (dictionary `id_type`). Borrowers type them with spaces and dashes as printed;
// the number is kept in capitals without them. Where the issuer fixes a format, it is checked:
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
import { AppError } from '../http/app-error';

/** The accepted shape of each ID type's number (compact form: capitals and digits only). */
export const ID_NUMBER_FORMATS: Record<string, RegExp> = {
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

/** The ID types a borrower may certify with (the keys of dictionary `id_type`). */
export const ID_TYPES = Object.keys(ID_NUMBER_FORMATS);

/** Capitals and digits only: how an ID number is compared and stored. */
export function compactIdNumber(raw: string): string {
  return raw.toUpperCase().replace(/[\s\-.]/g, '');
}

/** The document type if it is one of ID_TYPES; refuses (code 400, field `documentType`) otherwise. */
export function checkDocumentType(raw: unknown): string {
  if (typeof raw !== 'string' || !ID_TYPES.includes(raw))
    throw new AppError(400, 'dictChoice', { field: 'documentType' }, { field: 'documentType' });
  return raw;
}

/** The compact ID number when it fits the type's format; refuses (code 400, field `idNumber`) otherwise. */
export function checkIdNumber(documentType: string, raw: unknown): string {
  if (typeof raw !== 'string' || !raw.trim()) throw new AppError(400, 'fieldRequired', { field: 'idNumber' }, { field: 'idNumber' });
  const compact = compactIdNumber(raw);
  const format = ID_NUMBER_FORMATS[documentType];
  if (!format || raw.length > 40 || !format.test(compact)) throw new AppError(400, 'idNumberFormat', undefined, { field: 'idNumber' });
  return compact;
}
