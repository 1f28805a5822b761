// Emergency contacts (certification step three): two people, each number by the phone rule
// (contract/phone.ts); neither may be the borrower's own, and the two must differ.

/** How many contacts a borrower gives. */
export const CONTACT_COUNT = 2;

/**
 * Why contact `i`'s number may not be given: it is the borrower's `own`, or an earlier contact's
 * (`duplicate`); null when it may. Numbers in their stored form, as the phone rule answers them.
 */
export function contactPhoneClash(phones: readonly (string | null)[], i: number, own: string | undefined): 'own' | 'duplicate' | null {
  if (phones[i] === own) return 'own';
  return phones.indexOf(phones[i]) < i ? 'duplicate' : null;
}
