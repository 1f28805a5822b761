// Emergency contacts (certification step three): two people, each with a relationship, a name and
// a mobile number, typed in by the borrower (never read from the phone's contact list). Numbers go
// through the one phone rule; neither may be the borrower's own, and the two must differ.
import type { Contact as ContractContact } from '../../contract/certification';
import { dictChoice, personName } from '../certification/fields';
import { AppError } from '../app-error';

/** One emergency contact as the API names it (the shared contract). */
export type Contact = ContractContact;

/** How many contacts a borrower gives. */
export const CONTACT_COUNT = 2;

/** The phone rule: answers the stored form of a number or throws its AppError. */
export type PhoneRule = (raw: unknown) => string;

/** The two checked contacts; refuses the first wrong field (code 400, `data.field` like `contacts.1.phone`). */
export function checkContacts(
  body: Record<string, unknown>,
  relationships: ReadonlySet<string>,
  ownPhone: string,
  phoneRule: PhoneRule,
): Contact[] {
  const list = body.contacts;
  if (!Array.isArray(list) || list.length !== CONTACT_COUNT) throw new AppError(400, 'contactsTwo', undefined, { field: 'contacts' });
  const out = list.map((raw, i): Contact => {
    const at = (f: string) => `contacts.${i}.${f}`;
    const item = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const relationship = dictChoice({ [at('relationship')]: item.relationship }, at('relationship'), relationships);
    const name = personName({ [at('name')]: item.name }, at('name'), 'contactName');
    let phone: string;
    try {
      phone = phoneRule(item.phone);
    } catch (e) {
      if (e instanceof AppError) throw new AppError(e.code, e.key, e.params, { field: at('phone') });
      throw e;
    }
    if (phone === ownPhone) throw new AppError(400, 'contactSelf', undefined, { field: at('phone') });
    return { relationship, name, phone };
  });
  if (out[0].phone === out[1].phone) throw new AppError(400, 'contactDuplicate', undefined, { field: 'contacts.1.phone' });
  return out;
}
