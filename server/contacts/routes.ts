// `/api/user/contacts*`: certification step three (status 40 -> 50), two emergency contacts.
import { Hono } from 'hono';
import type { Deps } from '../deps';
import { ok } from '../http/app-error';
import type { AppEnv } from '../http/env';
import type { PhoneRule } from './contacts-rules';
import { saveUserContacts } from './contacts-service';
import { listContacts } from './repo';

/** Contact routes, mounted at /api/user/contacts. */
export function contactsRoutes({ db, clock }: Deps, phoneRule: PhoneRule) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(ok({ contacts: await listContacts(db, c.get('caller')!.userId) })))
    .post('/saveUserContacts', async (c) => c.json(ok(await saveUserContacts(db, c.get('caller')!.userId, c.get('body'), phoneRule, clock.now()))));
}
