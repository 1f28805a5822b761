// `/api/user/account/*`: certification step four (status 50 -> 60, with the credit grant) and later
// changes of the disbursement account.
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Deps } from '../deps';
import type { BankList, SaveAccountRequest } from '../../contract/certification';
import { ok } from '../http/app-error';
import type { SignedInEnv } from '../http/env';
import { text } from '../http/fields';
import { shaped, valid } from '../http/valid';
import { checkPhone } from '../rules/phone';
import { saveUserAccount, userBankAccount } from './account-service';
import { BANKS } from './banks';

/** `POST /account/saveUserAccount`: shapes here; the bank list, lengths and e-wallet numbers in account-rules. */
const accountInput = shaped<SaveAccountRequest>()(
  v.object({ bankCode: text(20), accountNo: text(40), accountName: text(100), certify: v.optional(v.boolean()) }),
);

/** Account routes, mounted at /api/user/account with `auth: 'user'`. */
export function bankAccountRoutes({ db, clock, config }: Deps) {
  const phoneRule = (raw: unknown) => checkPhone(raw, config.phoneLength);
  return new Hono<SignedInEnv>()
    .get('/bankBranch', (c) => c.json(ok<BankList>({ details: [...BANKS] })))
    .post('/saveUserAccount', valid('body', accountInput), async (c) => {
      const opts = { phoneRule, creditStartLimit: config.creditStartLimit, now: clock.now() };
      return c.json(ok(await saveUserAccount(db, c.get('caller').userId, c.req.valid('json'), opts)));
    })
    .get('/userBandingAccount', async (c) => c.json(ok(await userBankAccount(db, c.get('caller').userId))));
}
