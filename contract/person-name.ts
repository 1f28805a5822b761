// The rule for a person's name, typed on the client and checked again by the server (identity,
// emergency contacts, bank account holder). Filipino names as IDs print them: letters of any
// script with their marks (Ñ, é), dotted abbreviations and suffixes ("Ma.", "Jr."), a comma
// before a suffix or after a surname printed first ("Dela Cruz, Juan"), hyphenated surnames,
// and apostrophes both straight and curly (phone keyboards type ’). No digits: "III" is letters.

/** A name's length after `cleanPersonName`, in characters. */
export const PERSON_NAME_LENGTH = { min: 2, max: 100 } as const;

const PERSON_NAME = /^\p{L}[\p{L}\p{M} .,'’-]*$/u;

/** The name as stored and sent: trimmed, each inner run of spaces made one. */
export function cleanPersonName(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

/** True when a cleaned name is acceptable: starts with a letter, then letters, marks, spaces, `.,'’-`. */
export function isPersonName(name: string): boolean {
  return name.length >= PERSON_NAME_LENGTH.min && name.length <= PERSON_NAME_LENGTH.max && PERSON_NAME.test(name);
}
