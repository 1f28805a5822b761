// `/api/user/telecom/*`: the certification phone check (status 10 -> 20). `l` sends the code by
// SMS (`lotp`/`lv`), `f` by a call (`fotp`/`fv`); the app picks by appConfig's phoneCheckMode.
import { Hono } from 'hono';
import { checkCodeFormat } from '../auth/otp-rules';
import type { Deps } from '../deps';
import { AppError, ok } from '../http/app-error';
import { deviceIdOf } from '../http/device-id';
import type { AppEnv } from '../http/env';
import { type PhoneCheckMode, sendPhoneCheckCode, verifyPhoneCheckCode } from './phone-check-service';

/** Telecom routes, mounted at /api/user/telecom; every one needs a signed-in caller. */
export function telecomRoutes(deps: Deps) {
  const { db, clock, sms } = deps;
  const app = new Hono<AppEnv>();
  for (const mode of ['l', 'f'] as PhoneCheckMode[]) {
    app.get(`/${mode}otp`, async (c) => {
      const deviceId = deviceIdOf(c);
      if (!deviceId) throw new AppError(400, 'deviceIdMissing');
      const lang = c.get('lang');
      const send = (phone: string, code: string) => sms.sendPhoneCheck(phone, code, mode, lang);
      const { resendIn } = await sendPhoneCheckCode(deps, send, { userId: c.get('caller')!.userId, deviceId, mode, now: clock.now() });
      return c.json(ok({ resendIn }));
    });
    app.post(`/${mode}v`, async (c) => {
      const code = checkCodeFormat(c.get('body').otpCode);
      return c.json(ok(await verifyPhoneCheckCode(db, c.get('caller')!.userId, code, clock.now())));
    });
  }
  return app;
}
