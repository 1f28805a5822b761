// `/api/user/contacts/*` calls: certification step three (PRODUCT.md section 8).
import { api, type CallOptions } from './client';
import type { Contacts, SaveContactsAnswer } from '../../contract/certification';

/** The saved emergency contacts (`GET /contacts`). */
export function fetchContacts(opts?: CallOptions): Promise<Contacts> {
  return api.get('/contacts', opts);
}

/** Saves the two emergency contacts (`POST /contacts/saveUserContacts`); moves the status to 50. */
export function saveContacts(body: Contacts, opts?: CallOptions): Promise<SaveContactsAnswer> {
  return api.post('/contacts/saveUserContacts', body, opts);
}
