// The borrower's two emergency contacts, by position.
import type { Db } from '../db/connection';
import type { Contact } from './contacts-rules';

/** Replaces the borrower's contacts with these, in order. */
export async function saveContacts(db: Db, userId: number, contacts: Contact[], now: number): Promise<void> {
  await db.deleteFrom('emergency_contact').where('user_id', '=', userId).execute();
  await db
    .insertInto('emergency_contact')
    .values(contacts.map((c, i) => ({ user_id: userId, position: i + 1, ...c, updated_at: now })))
    .execute();
}

/** The borrower's contacts in order (empty when none are saved). */
export function listContacts(db: Db, userId: number): Promise<Contact[]> {
  return db
    .selectFrom('emergency_contact')
    .select(['relationship', 'name', 'phone'])
    .where('user_id', '=', userId)
    .orderBy('position')
    .execute();
}
