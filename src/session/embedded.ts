import type { PartnerCodeNeeded, SignInAnswer, UniqueLoginAnswer, UniqueLoginRequest } from '../../contract/sign-in';
import { uniqueLogin } from '../api/sign-in';
import { currentQuery, navigate } from '../router/navigate';
import { settings } from '../settings';
import { sessionHooks } from './hooks';
import { openTokenFrom } from './open-token';
import { partnerCode } from './partner-code';
import { clearSession, linkRefused } from './session';
import { afterSignIn } from './sign-in';

/** The `uniqueLogin` body (spec section 7): registerClientType is 2 on iPhone, else 1. */
export function uniqueLoginBody(openToken: string, apple: boolean): UniqueLoginRequest {
  return { taskId: openToken, uniqueChannel: settings.partnerChannel, registerClientType: apple ? 2 : 1 };
}

const needsCode = (answer: UniqueLoginAnswer): answer is PartnerCodeNeeded => (answer as PartnerCodeNeeded).needCode === true;

// The code step: nobody is signed in meanwhile (never whoever used this device before), and the
// sign-in page shows it.
function askForCode(taskId: string, asked: PartnerCodeNeeded): void {
  clearSession();
  partnerCode.value = { taskId, maskedPhone: asked.maskedPhone, resendAt: Date.now() + asked.resendIn * 1000 };
  navigate('/login', { replace: true });
}

/**
 * Embedded mode (PRODUCT.md section 6): with the build's origin flag and an `openToken` in the
 * address (`openTokenFrom`), signs the partner's borrower in through `POST /login/uniqueLogin`. The token is removed
 * from the address first (it is single-use). A phone that already has an account gets the code step on
 * the sign-in page. Resolves true when a session was started or the code step opened.
 */
export async function embeddedSignIn(openToken: string): Promise<boolean> {
  if (!settings.embedded) return false; // without the build flag an open token is ignored
  history.replaceState(history.state, '', withoutOpenToken(location));
  const query = new URLSearchParams(currentQuery.value);
  query.delete('openToken');
  currentQuery.value = query;
  linkRefused.value = null; // an earlier link's refusal is no longer news
  try {
    const answer = await uniqueLogin(uniqueLoginBody(openToken, await sessionHooks().appleMobile()), { quiet: true });
    if (needsCode(answer)) askForCode(openToken, answer);
    else await afterSignIn(answer);
    return true;
  } catch (e) {
    // Kept on the landing page, not a passing toast: inside the partner's frame it is all the borrower sees.
    linkRefused.value = (e as Error).message;
    return false;
  }
}

/** The code step's sign-in: the same task with the code; rejects with the server's refusal (wrong code, lock, expired task). */
export async function signInWithPartnerCode(code: string): Promise<void> {
  const step = partnerCode.value;
  if (!step) return;
  const answer = await uniqueLogin({ ...uniqueLoginBody(step.taskId, await sessionHooks().appleMobile()), code }, { quiet: true });
  if (needsCode(answer)) return askForCode(step.taskId, answer);
  partnerCode.value = null;
  await afterSignIn(answer as SignInAnswer);
}

/** Asks the same task for another code; resolves true when one was sent (false: the countdown moved instead). */
export async function resendPartnerCode(): Promise<boolean> {
  const step = partnerCode.value;
  if (!step) return false;
  const answer = await uniqueLogin(uniqueLoginBody(step.taskId, await sessionHooks().appleMobile()), { quiet: true });
  if (!needsCode(answer)) {
    partnerCode.value = null;
    await afterSignIn(answer);
    return false;
  }
  partnerCode.value = { ...step, maskedPhone: answer.maskedPhone, resendAt: Date.now() + answer.resendIn * 1000 };
  return answer.expiresIn > 0;
}

/** The same address without `openToken`, so a reload never replays the one-time token. */
export function withoutOpenToken(loc: { pathname: string; search: string; hash: string }): string {
  const search = new URLSearchParams(loc.search);
  search.delete('openToken');
  let hash = loc.hash;
  const q = hash.indexOf('?');
  if (q >= 0) {
    const hq = new URLSearchParams(hash.slice(q + 1));
    hq.delete('openToken');
    hash = hash.slice(0, q) + ([...hq].length ? '?' + hq : '');
  }
  return loc.pathname + ([...search].length ? '?' + search : '') + hash;
}

/**
 * App start with an open token in the address (PRODUCT.md section 6): true when the start ends here,
 * signed in by the partner's task, or refused and the device's session cleared.
 */
export async function embeddedStart(): Promise<boolean> {
  const openToken = openTokenFrom(location);
  if (!openToken) return false;
  // A partner sent someone to sign in and it failed: never carry on as whoever used this device before.
  if (!(await embeddedSignIn(openToken))) clearSession();
  return true;
}
