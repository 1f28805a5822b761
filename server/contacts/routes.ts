// `/api/user/contacts*`: certification step three (status 40 -> 50), two emergency contacts.
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Deps } from '../deps';
import type { Contacts } from '../../contract/certification';
import { ok } from '../app-error';
import type { SignedInEnv } from '../http/env';
import { text } from '../http/fields';
import { shaped, valid } from '../http/valid';
import { checkPhone } from '../rules/phone';
import { saveUserContacts } from './contacts-service';
import { listContacts } from './repo';

/** `POST /contacts/saveUserContacts`: shapes here; the count, the phone rule, own and repeated numbers in contacts-rules. */
const contactsInput = shaped<Contacts>()(
  v.object({
    contacts: v.pipe(v.array(v.object({ relationship: text(40), name: text(100), phone: text(32) })), v.maxLength(10)),
  }),
);

/** Contact routes, mounted at /api/user/contacts with `auth: 'user'`. */
export function contactsRoutes({ db, clock, config }: Deps) {
  const phoneRule = (raw: unknown) => checkPhone(raw, config.phoneLength);
  return new Hono<SignedInEnv>()
    .get('/', async (c) => c.json(ok<Contacts>({ contacts: await listContacts(db, c.get('caller').userId) })))
    .post('/saveUserContacts', valid('body', contactsInput), async (c) => {
      return c.json(ok(await saveUserContacts(db, c.get('caller').userId, c.req.valid('json'), phoneRule, clock.now())));
    });
}
