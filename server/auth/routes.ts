// `/api/user/login/*`: sign-in by code, by partner task, and sign-out.
import { Hono } from 'hono';
import type { Deps } from '../deps';
import { AppError, ok } from '../http/app-error';
import { deviceIdOf } from '../http/device-id';
import type { AppEnv } from '../http/env';
import { redeemPartnerTask } from '../partner/tasks';
import { ipLimitRefusal, recordIpAttempt } from './ip-limits';
import { checkCodeFormat, checkPhone } from './otp-rules';
import { checkSignInCode, sendSignInCode } from './otp-service';
import { completeSignIn } from './complete-sign-in';
import { revokeToken } from './tokens';

/** The only code type this server sends: the sign-in code. */
const SIGN_IN_CODE_TYPE = '1';

/** Sign-in routes, mounted at /api/user/login (all public except loginOut). */
export function loginRoutes(deps: Deps) {
  const { db, clock } = deps;
  return new Hono<AppEnv>()
    .post('/otp', async (c) => {
      const phone = checkPhone(c.req.query('phone') ?? c.get('body').phone, deps.config.phoneLength);
      const type = String(c.req.query('type') ?? c.get('body').type ?? SIGN_IN_CODE_TYPE);
      if (type !== SIGN_IN_CODE_TYPE) throw new AppError(400, 'otpType');
      const deviceId = deviceIdOf(c);
      if (!deviceId) throw new AppError(400, 'deviceIdMissing');
      return c.json(ok(await sendSignInCode(deps, phone, deviceId, c.get('ip'), c.get('lang'))));
    })
    .post('/otpLoginCheck', async (c) => {
      const body = c.get('body');
      const phone = checkPhone(body.phone, deps.config.phoneLength);
      const code = checkCodeFormat(body.code);
      const ip = c.get('ip');
      const answer = await completeSignIn(deps, async (trx, now) => {
        const limited = await ipLimitRefusal(trx, ip, 'check', now);
        if (limited) return limited;
        const refusal = await checkSignInCode(trx, phone, code, now);
        if (!refusal) return { phone };
        await recordIpAttempt(trx, ip, 'check', now);
        return refusal;
      });
      return c.json(ok(answer));
    })
    .post('/uniqueLogin', async (c) => {
      const body = c.get('body');
      const registerClientType = Number(body.registerClientType);
      if (registerClientType !== 1 && registerClientType !== 2) throw new AppError(400, 'invalidField', { field: 'registerClientType' });
      const answer = await completeSignIn(deps, async (trx, now) => {
        const task = await redeemPartnerTask(trx, deps.config, body.taskId, body.uniqueChannel, now);
        return { phone: task.phone, origin: { channel: task.channel, registerClientType } };
      });
      return c.json(ok(answer));
    })
    .get('/loginOut', async (c) => {
      await revokeToken(db, c.get('caller')!.tokenHash, clock.now());
      return c.json(ok(null));
    });
}
