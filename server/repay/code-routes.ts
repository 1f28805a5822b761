// `/api/user/repay/code`: one row with `auth: 'public-get'`, because the public lookup (payment-code
// pages opened from a link) and the signed-in creation of a reference share the path; the token of a
// creation is checked before its body is read, as on every signed-in route.
import { Hono } from 'hono';
import * as v from 'valibot';
import type { RepayCode, RepayCodeRequest } from '../../contract/repay';
import type { Deps } from '../deps';
import { AppError, ok } from '../app-error';
import type { AppEnv } from '../http/env';
import { money, opt, text } from '../http/fields';
import { shaped, valid } from '../http/valid';
import { lookupRepayCode } from './code-lookup';
import { createRepayCode } from './code-service';

const CHANNELS = ['gcash', 'maya', 'qrph', 'seven_eleven', 'va', 'otc'] as const;
const codeBody = shaped<RepayCodeRequest>()(
  v.object({
    repayId: text(64),
    kind: v.picklist(['repay', 'extend']),
    amount: money(1, 1e11),
    channel: v.picklist(CHANNELS),
    couponId: opt(text(12)),
  }),
);
/** Client-made, one per tap of Pay: printable, 8 to 128 characters. */
const KEY = /^[\x21-\x7e]{8,128}$/;

/** Payment reference routes, mounted at /api/user/repay/code with `auth: 'public-get'`. */
export function repayCodeRoutes({ db, config, clock, pay }: Deps) {
  return new Hono<AppEnv>()
    .get('/:reference', async (c) => c.json(ok<RepayCode>(await lookupRepayCode(db, c.req.param('reference'), clock.realNow()))))
    .post('/', valid('body', codeBody), async (c) => {
      // The row's rule put a caller here; the type cannot know it for a shared router.
      const caller = c.get('caller');
      if (!caller) throw new AppError(401, 'unauthorized');
      const key = c.req.header('Idempotency-Key');
      if (!key || !KEY.test(key)) throw new AppError(400, 'repayKeyMissing');
      const clocks = { now: clock.now(), realNow: clock.realNow() };
      // A channel the gateway does not take is refused before a reference is made for it.
      if (pay.channels && !pay.channels.includes(c.req.valid('json').channel)) throw new AppError(400, 'channelUnavailable');
      return c.json(ok<RepayCode>(await createRepayCode(db, { config, pay }, caller.userId, key, c.req.valid('json'), clocks)));
    });
}
