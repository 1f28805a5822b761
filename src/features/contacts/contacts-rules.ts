import type { Contact } from '../../../contract/certification';
import { contactPhoneClash } from '../../../contract/contacts';
import { cleanPersonName, isPersonName } from '../../../contract/person-name';
import type { MessageKey } from '../../i18n/message-key';
import { isMobile, normalizePhone } from '../../i18n/phone';

/** One contact's errors by field. */
export type ContactErrors = Partial<Record<keyof Contact, MessageKey>>;

/** An empty contact. */
export const EMPTY_CONTACT: Contact = { relationship: '', name: '', phone: '' };

/** Each wrong field of both contacts (PRODUCT.md section 2 phone rule, not `ownPhone`, not the same number twice). */
export function contactErrors(list: Contact[], ownPhone: string | undefined): ContactErrors[] {
  const phones = list.map((c) => (isMobile(c.phone) ? normalizePhone(c.phone) : null));
  return list.map((c, i) => {
    const e: ContactErrors = {};
    if (!c.relationship) e.relationship = 'contacts.choose';
    const name = cleanPersonName(c.name);
    if (!name) e.name = 'contacts.nameRequired';
    else if (!isPersonName(name)) e.name = 'contacts.nameFormat';
    const phone = phones[i];
    if (!c.phone.trim()) e.phone = 'contacts.phoneEmpty';
    else if (!phone) e.phone = 'contacts.phoneFormat';
    else {
      const clash = contactPhoneClash(phones, i, ownPhone && normalizePhone(ownPhone));
      if (clash) e.phone = clash === 'own' ? 'contacts.phoneOwn' : 'contacts.phoneDuplicate';
    }
    return e;
  });
}

/** The request's contacts: names tidied, phones as the server stores them. */
export function toContacts(list: Contact[]): Contact[] {
  return list.map((c) => ({ relationship: c.relationship, name: cleanPersonName(c.name), phone: normalizePhone(c.phone) }));
}
