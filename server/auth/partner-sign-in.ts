// `POST /login/uniqueLogin` (PRODUCT.md section 6): a partner's one-time task signs a new phone
// straight in. A phone that already has an account must prove itself like any sign-in: the task
// then sends that phone a sign-in code (the same limits), and the same task with `{code}` signs in
// to the existing account (the same lock-out). The task is spent only by a sign-in.
import type { PartnerCodeNeeded } from '../../contract/sign-in';
import type { Deps } from '../deps';
import { AppError } from '../app-error';
import type { Lang } from '../i18n/messages';
import { liveTask, redeemPartnerTask } from '../partner/tasks';
import { findUserByPhone } from './user-repo';
import { completeSignIn } from './complete-sign-in';
import { ipLimitRefusal, recordIpAttempt } from './ip-limits';
import { checkSignInCode, maskPhone, sendSignInCode } from './otp-service';
import type { SignInAnswer } from './sign-in-answer';

/** What the app in the partner's frame sends. */
export interface PartnerSignIn {
  taskId: unknown;
  channel: unknown;
  registerClientType: number;
  /** The sign-in code the borrower typed, in the code step. */
  code?: string;
}

/** Where the request comes from, for the code limits. */
export interface PartnerSource {
  ip: string;
  deviceId: string;
}

// Thrown inside the sign-in transaction (so the task is not spent) when the phone has an account.
class HasAccount extends Error {}

/** Signs the task's new phone in, asks for the code sent to an existing one, or signs in with that code. */
export async function partnerSignIn(
  deps: Deps,
  req: PartnerSignIn,
  src: PartnerSource,
  lang: Lang,
): Promise<SignInAnswer | PartnerCodeNeeded> {
  const { config, clock } = deps;
  const task = await liveTask(deps.db, config, req.taskId, req.channel, clock.realNow());
  if (req.code !== undefined) return signInWithCode(deps, req, src, req.code);
  try {
    // The account check and the new account share one transaction: two tasks racing for one new
    // phone make one borrower, and the later one is asked for the code.
    return await completeSignIn(deps, async (trx, now) => {
      const redeemed = await redeemPartnerTask(trx, config, req.taskId, req.channel, now);
      if (await findUserByPhone(trx, redeemed.phone)) throw new HasAccount();
      return { phone: redeemed.phone, origin: { channel: redeemed.channel, registerClientType: req.registerClientType } };
    });
  } catch (e) {
    if (!(e instanceof HasAccount)) throw e;
  }
  if (!src.deviceId) throw new AppError(400, 'deviceIdMissing');
  const maskedPhone = maskPhone(task.phone);
  try {
    return { needCode: true, maskedPhone, ...(await sendSignInCode(deps, task.phone, src.deviceId, src.ip, lang)) };
  } catch (e) {
    // A code went to this phone moments ago (or its codes for the hour are used up): no new one is
    // sent, but the step still opens, counting down to the next, and a code still good signs in.
    if (!(e instanceof AppError) || e.code !== 429) throw e;
    const wait = (e.data as { retryAfter?: unknown } | null)?.retryAfter;
    return { needCode: true, maskedPhone, expiresIn: 0, resendIn: typeof wait === 'number' ? wait : 60 };
  }
}

// As otpLoginCheck, with the phone taken from the live task; the task is spent with the code.
function signInWithCode(deps: Deps, req: PartnerSignIn, src: PartnerSource, code: string): Promise<SignInAnswer> {
  return completeSignIn(deps, async (trx, now) => {
    const limited = await ipLimitRefusal(trx, src.ip, src.deviceId, 'check', now);
    if (limited) return limited;
    const task = await liveTask(trx, deps.config, req.taskId, req.channel, now);
    const source = { phone: task.phone, ...src };
    const refusal = await checkSignInCode(trx, source, code, now);
    if (refusal) {
      await recordIpAttempt(trx, src.ip, src.deviceId, 'check', now);
      return refusal;
    }
    await redeemPartnerTask(trx, deps.config, req.taskId, req.channel, now);
    return { phone: task.phone };
  });
}
