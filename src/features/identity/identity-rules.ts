// Checks of the identity form before it is sent; the server checks the ID number per ID type as well.
import { cleanPersonName, isPersonName } from '../../../contract/person-name';

/** The message key of the full name's problem, or null (the person-name rule the server applies too). */
export function fullNameProblem(raw: string): 'identity.nameEmpty' | 'identity.nameFormat' | null {
  const name = cleanName(raw);
  if (!name) return 'identity.nameEmpty';
  return isPersonName(name) ? null : 'identity.nameFormat';
}

/** The message key of the ID number's problem, or null: 4 to 40 letters, digits, spaces, dots or dashes (the server checks each type's own format). */
export function idNumberProblem(raw: string): 'identity.idNumberEmpty' | 'identity.idNumberFormat' | null {
  const id = raw.trim();
  if (!id) return 'identity.idNumberEmpty';
  return /^[A-Za-z0-9][A-Za-z0-9 .-]{3,39}$/.test(id) ? null : 'identity.idNumberFormat';
}

/** The name as sent: trimmed, inner runs of spaces made one. */
export const cleanName = cleanPersonName;
