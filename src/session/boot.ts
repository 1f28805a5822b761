import { isSignedIn } from './session';
import { refreshStatus } from './status';

/** App start (spec section 4): with a token, the status is refreshed so guards and tabs can route. */
export function boot(): void {
  if (isSignedIn.value) refreshStatus().catch(() => {});
}
