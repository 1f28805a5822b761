// The borrower's rights over their account (PRODUCT.md section 10): their data as one document,
// erasing the account with a fresh code, and which reminders they want. Mounted inside /user.
import { Hono } from 'hono';
import * as v from 'valibot';
import type { EraseRequest, MyData, NotifyPrefs } from '../../contract/user';
import { sendEraseCode } from '../auth/otp-service';
import { signInCode } from '../auth/sign-in-fields';
import type { Deps } from '../deps';
import { AppError, ok } from '../app-error';
import { deviceIdOf } from '../http/device-id';
import type { SignedInEnv } from '../http/env';
import { flag } from '../http/fields';
import { shaped, valid } from '../http/valid';
import { checkErasable, eraseAccount } from './erase-service';
import { myData } from './my-data';
import { phoneOf, reminderPrefs, saveReminderPrefs } from '../auth/user-repo';

const eraseBody = shaped<EraseRequest>()(v.object({ code: signInCode() }));
const prefsBody = shaped<NotifyPrefs>()(v.object({ reminderPush: flag(), reminderSms: flag() }));

/** `/myData`, `/eraseCode`, `/erase` and `/notifyPrefs`, behind the token check. */
export function accountRoutes(deps: Deps) {
  const { db, clock } = deps;
  return new Hono<SignedInEnv>()
    .get('/myData', async (c) => c.json(ok<MyData>(await myData(db, c.get('caller').userId, clock.now()))))
    .get('/eraseCode', async (c) => {
      const { userId } = c.get('caller');
      const deviceId = deviceIdOf(c);
      if (!deviceId) throw new AppError(400, 'deviceIdMissing');
      // No code for an erasure that would be refused anyway.
      await checkErasable(deps, userId);
      return c.json(ok(await sendEraseCode(deps, await phoneOf(db, userId), deviceId, c.get('ip'), c.get('lang'))));
    })
    .post('/erase', valid('body', eraseBody), async (c) => {
      const src = { deviceId: deviceIdOf(c) ?? '', ip: c.get('ip') };
      return c.json(ok(await eraseAccount(deps, c.get('caller').userId, c.req.valid('json').code, src)));
    })
    .get('/notifyPrefs', async (c) => c.json(ok<NotifyPrefs>(await reminderPrefs(db, c.get('caller').userId))))
    .post('/notifyPrefs', valid('body', prefsBody), async (c) => {
      const prefs = c.req.valid('json');
      await saveReminderPrefs(db, c.get('caller').userId, prefs);
      return c.json(ok<NotifyPrefs>(prefs));
    });
}
