// Certification step three (40 -> 50): two emergency contacts.
import { completeStep, requireStep } from '../certification/status-repo';
import type { StatusMoved } from '../../contract/common';
import type { Db } from '../db/connection';
import { dictKeySets } from '../dict/repo';
import { phoneOf } from '../user/repo';
import { checkContacts, type PhoneRule } from './contacts-rules';
import { saveContacts } from './repo';

/** Checks and saves the two contacts and moves the borrower to 50. */
export async function saveUserContacts(
  db: Db,
  userId: number,
  body: Record<string, unknown>,
  phoneRule: PhoneRule,
  now: number,
): Promise<StatusMoved> {
  return db.transaction().execute(async (trx) => {
    await requireStep(trx, userId, 'contacts');
    const phone = await phoneOf(trx, userId);
    const relationships = (await dictKeySets(trx, ['relationship'])).get('relationship')!;
    await saveContacts(trx, userId, checkContacts(body, relationships, phone, phoneRule), now);
    return { bizStatus: await completeStep(trx, userId, 'contacts') };
  });
}
