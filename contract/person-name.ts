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

// Suffixes a bank may print or drop ("Jr.", "III"): they never tell two people apart here.
const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv']);

/** A name's words for comparing: "Surname, Given" turned round, marks and case dropped, suffixes left out. */
function nameWords(name: string): string[] {
  const [before, ...after] = cleanPersonName(name).split(',');
  const ordered = after.length ? `${after.join(' ')} ${before}` : before;
  return ordered
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[\s.'’-]+/)
    .filter((w) => w && !SUFFIXES.has(w));
}

/**
 * True when an account holder's name is the verified (ID) name, as a bank may print it: case, marks
 * (Ñ/N), punctuation, a suffix and "Surname, Given" order aside; middle names may be left out or
 * given as initials, but the first given name and the last surname word must both be there.
 */
export function sameName(holder: string, verified: string): boolean {
  const h = nameWords(holder);
  const v = nameWords(verified);
  if (v.length < 2) return h.length === v.length && h[0] === v[0];
  if (h.length < 2 || h[0] !== v[0] || h[h.length - 1] !== v[v.length - 1]) return false;
  const middle = v.slice(1, -1);
  return h.slice(1, -1).every((w) => {
    const i = middle.findIndex((m) => m === w || (w.length === 1 && m.startsWith(w)));
    return i >= 0 && middle.splice(i, 1).length === 1;
  });
}
