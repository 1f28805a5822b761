// ID numbers by type: the formats live in contract/id-number.ts (the phone checks them too); here
// the server's refusals.
import { compactIdNumber, ID_NUMBER_FORMATS, idNumberFits } from '../../contract/id-number';
import { AppError } from '../app-error';

export { compactIdNumber, ID_NUMBER_FORMATS };

/** The ID types a borrower may certify with (the keys of dictionary `id_type`). */
export const ID_TYPES = Object.keys(ID_NUMBER_FORMATS);

/** The document type if it is one of ID_TYPES; refuses (code 400, field `documentType`) otherwise. */
export function checkDocumentType(raw: unknown): string {
  if (typeof raw !== 'string' || !ID_TYPES.includes(raw))
    throw new AppError(400, 'dictChoice', { field: 'documentType' }, { field: 'documentType' });
  return raw;
}

/** The compact ID number when it fits the type's format; refuses (code 400, field `idNumber`) otherwise. */
export function checkIdNumber(documentType: string, raw: unknown): string {
  if (typeof raw !== 'string' || !raw.trim()) throw new AppError(400, 'fieldRequired', { field: 'idNumber' }, { field: 'idNumber' });
  if (!(documentType in ID_NUMBER_FORMATS) || !idNumberFits(documentType, raw))
    throw new AppError(400, 'idNumberFormat', undefined, { field: 'idNumber' });
  return compactIdNumber(raw);
}
