// Certification step three (40 -> 50): two emergency contacts.
import { saveStep } from '../certification/status-repo';
import type { StatusMoved } from '../../contract/common';
import type { Db } from '../db/connection';
import { dictKeySets } from '../dict/repo';
import { phoneOf } from '../auth/user-repo';
import { checkContacts, type PhoneRule } from './contacts-rules';
import { saveContacts } from './repo';

/** Checks and saves the two contacts: moves the borrower to 50, or corrects them before the credit decision. */
export async function saveUserContacts(
  db: Db,
  userId: number,
  body: Record<string, unknown>,
  phoneRule: PhoneRule,
  now: number,
): Promise<StatusMoved> {
  return db.transaction().execute(async (trx) => ({
    bizStatus: await saveStep(trx, userId, 'contacts', async () => {
      const phone = await phoneOf(trx, userId);
      const relationships = (await dictKeySets(trx, ['relationship'])).get('relationship')!;
      await saveContacts(trx, userId, checkContacts(body, relationships, phone, phoneRule), now);
    }),
  }));
}
