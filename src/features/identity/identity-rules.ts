// Checks of the identity form before it is sent; the server checks the ID number per ID type as well.
import { ID_NUMBER_FORMATS, idNumberFits } from '../../../contract/id-number';
import { cleanPersonName, isPersonName } from '../../../contract/person-name';

/** The message key of the full name's problem, or null (the person-name rule the server applies too). */
export function fullNameProblem(raw: string): 'identity.nameEmpty' | 'identity.nameFormat' | null {
  const name = cleanName(raw);
  if (!name) return 'identity.nameEmpty';
  return isPersonName(name) ? null : 'identity.nameFormat';
}

/**
 * The message key of the ID number's problem, or null: the format of `documentType` (the rule the
 * server applies), else 4 to 40 letters, digits, spaces, dots or dashes for a type the phone does not know.
 */
export function idNumberProblem(raw: string, documentType = ''): 'identity.idNumberEmpty' | 'identity.idNumberFormat' | null {
  const id = raw.trim();
  if (!id) return 'identity.idNumberEmpty';
  if (documentType.toUpperCase() in ID_NUMBER_FORMATS) return idNumberFits(documentType, id) ? null : 'identity.idNumberFormat';
  return /^[A-Za-z0-9][A-Za-z0-9 .-]{3,39}$/.test(id) ? null : 'identity.idNumberFormat';
}

/** The name as sent: trimmed, inner runs of spaces made one. */
export const cleanName = cleanPersonName;
