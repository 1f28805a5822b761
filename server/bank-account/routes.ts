// `/api/user/account/*`: certification step four (status 50 -> 60, with the credit grant) and later
// changes of the payout account, confirmed by a code sent to the borrower's phone (`changeCode`).
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Deps } from '../deps';
import type { AccountCodeSent, BankList, SaveAccountRequest } from '../../contract/certification';
import { AppError, ok } from '../app-error';
import { deviceIdOf } from '../http/device-id';
import type { SignedInEnv } from '../http/env';
import { text } from '../http/fields';
import { shaped, valid } from '../http/valid';
import { checkPhone } from '../rules/phone';
import { saveUserAccount, userBankAccount } from './account-service';
import { BANKS } from './banks';
import { sendAccountCode } from './change-code';

/** `POST /account/saveUserAccount`: shapes here; the bank list, lengths and e-wallet numbers in account-rules. */
const accountInput = shaped<SaveAccountRequest>()(
  v.object({
    bankCode: text(20),
    accountNo: text(40),
    accountName: text(100),
    certify: v.optional(v.boolean()),
    code: v.optional(text(10)),
  }),
);

/** Account routes, mounted at /api/user/account with `auth: 'user'`. */
export function bankAccountRoutes(deps: Deps) {
  const { db, clock, config, sms } = deps;
  const phoneRule = (raw: unknown) => checkPhone(raw, config.phoneLength);
  return new Hono<SignedInEnv>()
    .get('/bankBranch', (c) => c.json(ok<BankList>({ details: [...BANKS] })))
    .get('/changeCode', async (c) => {
      const deviceId = deviceIdOf(c);
      if (!deviceId) throw new AppError(400, 'deviceIdMissing');
      const lang = c.get('lang');
      const send = (phone: string, code: string) => sms.sendAccountCode(phone, code, lang);
      const { resendIn } = await sendAccountCode(deps, send, { userId: c.get('caller').userId, deviceId, now: clock.realNow() });
      return c.json(ok<AccountCodeSent>({ resendIn }));
    })
    .post('/saveUserAccount', valid('body', accountInput), async (c) => {
      const opts = { phoneRule, creditStartLimit: config.creditStartLimit, now: clock.now(), realNow: clock.realNow() };
      return c.json(ok(await saveUserAccount(db, c.get('caller').userId, c.req.valid('json'), opts)));
    })
    .get('/userBandingAccount', async (c) => c.json(ok(await userBankAccount(db, c.get('caller').userId))));
}
