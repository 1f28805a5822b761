// `/api/user/telecom/*`: the certification phone check (status 10 -> 20). `l` sends the code by
// SMS (`lotp`/`lv`), `f` by a call (`fotp`/`fv`); the app picks by appConfig's phoneCheckMode.
import { Hono } from 'hono';
import * as v from 'valibot';
import { signInCode } from '../auth/sign-in-fields';
import type { Deps } from '../deps';
import { AppError, ok } from '../app-error';
import { deviceIdOf } from '../http/device-id';
import type { SignedInEnv } from '../http/env';
import { shaped, valid } from '../http/valid';
import type { PhoneCheckCodeSent, PhoneCheckRequest } from '../../contract/certification';
import { type PhoneCheckMode, sendPhoneCheckCode, verifyPhoneCheckCode } from './phone-check-service';

/** `POST /telecom/lv|fv`: the 4-digit code (same format and messages as a sign-in code). */
const checkInput = shaped<PhoneCheckRequest>()(v.object({ otpCode: signInCode() }));

/** Telecom routes, mounted at /api/user/telecom with `auth: 'user'`. */
export function phoneCheckRoutes(deps: Deps) {
  const { db, clock, sms } = deps;
  const app = new Hono<SignedInEnv>();
  for (const mode of ['l', 'f'] as PhoneCheckMode[]) {
    app.get(`/${mode}otp`, async (c) => {
      const deviceId = deviceIdOf(c);
      if (!deviceId) throw new AppError(400, 'deviceIdMissing');
      const lang = c.get('lang');
      const send = (phone: string, code: string) => sms.sendPhoneCheck(phone, code, mode, lang);
      const { resendIn } = await sendPhoneCheckCode(deps, send, { userId: c.get('caller').userId, deviceId, mode, now: clock.realNow() });
      return c.json(ok<PhoneCheckCodeSent>({ resendIn }));
    });
    app.post(`/${mode}v`, valid('body', checkInput), async (c) => {
      return c.json(ok(await verifyPhoneCheckCode(db, c.get('caller').userId, c.req.valid('json').otpCode, clock.realNow())));
    });
  }
  return app;
}
