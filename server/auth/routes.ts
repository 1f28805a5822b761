// `/api/user/login/*`: sign-in by code and by partner task (public), and sign-out (signed in).
import { Hono } from 'hono';
import type { Deps } from '../deps';
import { AppError, ok } from '../app-error';
import { deviceIdOf } from '../http/device-id';
import type { AppEnv, SignedInEnv } from '../http/env';
import { valid } from '../http/valid';
import { completeSignIn } from './complete-sign-in';
import { ipLimitRefusal, recordIpAttempt } from './ip-limits';
import { checkSignInCode, sendSignInCode } from './otp-service';
import { partnerSignIn } from './partner-sign-in';
import { checkCodeInput, partnerSignInInput, sendCodeInput } from './sign-in-fields';
import { revokeToken } from './tokens';

/** Sign-in routes, mounted at /api/user/login; all public. */
export function signInRoutes(deps: Deps) {
  const { phoneLength } = deps.config;
  return new Hono<AppEnv>()
    .post('/otp', valid('either', sendCodeInput(phoneLength)), async (c) => {
      const { phone } = c.req.valid('json');
      const deviceId = deviceIdOf(c);
      if (!deviceId) throw new AppError(400, 'deviceIdMissing');
      return c.json(ok(await sendSignInCode(deps, phone, deviceId, c.get('ip'), c.get('lang'))));
    })
    .post('/otpLoginCheck', valid('body', checkCodeInput(phoneLength)), async (c) => {
      const { phone, code } = c.req.valid('json');
      const src = { phone, ip: c.get('ip'), deviceId: deviceIdOf(c) ?? '' };
      const answer = await completeSignIn(deps, async (trx, now) => {
        const limited = await ipLimitRefusal(trx, src.ip, src.deviceId, 'check', now);
        if (limited) return limited;
        const refusal = await checkSignInCode(trx, src, code, now);
        if (!refusal) return { phone };
        await recordIpAttempt(trx, src.ip, src.deviceId, 'check', now);
        return refusal;
      });
      return c.json(ok(answer));
    })
    .post('/uniqueLogin', valid('body', partnerSignInInput), async (c) => {
      const { taskId, uniqueChannel, registerClientType, code } = c.req.valid('json');
      const src = { ip: c.get('ip'), deviceId: deviceIdOf(c) ?? '' };
      return c.json(ok(await partnerSignIn(deps, { taskId, channel: uniqueChannel, registerClientType, code }, src, c.get('lang'))));
    });
}

/** Sign-out, mounted at /api/user/login/loginOut behind the token check. */
export function signOutRoutes({ db, clock }: Deps) {
  return new Hono<SignedInEnv>().get('/', async (c) => {
    await revokeToken(db, c.get('caller').tokenHash, clock.realNow());
    return c.json(ok(null));
  });
}
