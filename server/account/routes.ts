// `/api/user/account/*`: certification step four (status 50 -> 60, with the credit grant) and later
// changes of the disbursement account.
import { Hono } from 'hono';
import type { PhoneRule } from '../contacts/contacts-rules';
import type { Deps } from '../deps';
import { ok } from '../http/app-error';
import type { AppEnv } from '../http/env';
import { saveUserAccount, userBankAccount } from './account-service';
import { BANKS } from './banks';

/** Account routes, mounted at /api/user/account. */
export function accountRoutes({ db, clock, config }: Deps, phoneRule: PhoneRule) {
  return new Hono<AppEnv>()
    .get('/bankBranch', (c) => c.json(ok({ details: BANKS })))
    .post('/saveUserAccount', async (c) => c.json(ok(await saveUserAccount(db, c.get('caller')!.userId, c.get('body'), {
      phoneRule, creditStartLimit: config.creditStartLimit, now: clock.now(),
    }))))
    .get('/userBandingAccount', async (c) => c.json(ok(await userBankAccount(db, c.get('caller')!.userId))));
}
