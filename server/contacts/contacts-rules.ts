// Emergency contacts (certification step three): two people, each with a relationship, a name and
// a mobile number, typed in by the borrower (never read from the phone's contact list). Numbers go
// through the one phone rule; neither may be the borrower's own, and the two must differ.
import type { Contact as ContractContact } from '../../contract/certification';
import { CONTACT_COUNT, contactPhoneClash } from '../../contract/contacts';
import { dictChoice, personName } from '../certification/fields';
import { AppError } from '../app-error';

/** One emergency contact as the API names it (the shared contract). */
export type Contact = ContractContact;

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
  const out: Contact[] = [];
  list.forEach((raw, i) => {
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
    const clash = contactPhoneClash([...out.map((c) => c.phone), phone], i, ownPhone);
    if (clash) throw new AppError(400, clash === 'own' ? 'contactSelf' : 'contactDuplicate', undefined, { field: at('phone') });
    out.push({ relationship, name, phone });
  });
  return out;
}
