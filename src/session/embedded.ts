import type { UniqueLoginRequest } from '../api/contract/sign-in';
import { uniqueLogin } from '../api/sign-in';
import { currentQuery } from '../router/navigate';
import { settings } from '../settings';
import { isAppleMobile } from '../platform/display';
import { linkRefused } from './session';
import { afterSignIn } from './sign-in';

/** The `uniqueLogin` body (spec section 7): registerClientType is 2 on iPhone, else 1. */
export function uniqueLoginBody(openToken: string, apple: boolean): UniqueLoginRequest {
  return { taskId: openToken, uniqueChannel: settings.partnerChannel, registerClientType: apple ? 2 : 1 };
}

/**
 * Embedded mode (PRODUCT.md section 6): with the build's origin flag and an `openToken` in the
 * address (`openTokenFrom`), signs the partner's borrower in through `POST /login/uniqueLogin`. The token is removed
 * from the address first (it is single-use). Resolves true when a session was started.
 */
export async function embeddedSignIn(openToken: string): Promise<boolean> {
  if (!settings.embedded) return false; // without the build flag an open token is ignored
  history.replaceState(history.state, '', withoutOpenToken(location));
  const query = new URLSearchParams(currentQuery.value);
  query.delete('openToken');
  currentQuery.value = query;
  try {
    await afterSignIn(await uniqueLogin(uniqueLoginBody(openToken, isAppleMobile()), { quiet: true }));
    return true;
  } catch (e) {
    // Kept on the landing page, not a passing toast: inside the partner's frame it is all the borrower sees.
    linkRefused.value = (e as Error).message;
    return false;
  }
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
