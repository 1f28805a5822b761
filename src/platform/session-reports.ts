import { setSessionHooks } from '../session/hooks';
import { token } from '../session/session';
import { afterLoad, atFirstUse, whenIdle } from './after-load';

const start = () => void import('./app-start').then((m) => m.appStart());

/**
 * Registers this layer's part of the session's moments: at app start the service worker and the app
 * start report (upload type 20, app-start.ts), a signed-in borrower's once the page has loaded and
 * shown (its first idle moment after), a visitor's at their first touch: a visitor who only reads the landing downloads nothing after it.
 * After a sign-in the device report and the register and login reports (10, 30).
 * Each report is a chunk of its own, loaded then: none joins the first screen.
 */
export function installSessionReports(): void {
  setSessionHooks({
    appStarted: () => afterLoad(() => (token.peek() ? whenIdle(start) : atFirstUse(start))),
    signedIn: (newUser) => {
      // The device report is one chunk of its own: applying sends it too (with the position), and a module
      // both pages import statically would join the chunk every page downloads.
      void import('./device').then((m) => m.sendDeviceReport());
      void import('./tracking-reports').then((m) => m.reportSignIn(newUser));
    },
    // Asked only by the partner sign-in, itself loaded only then: the check stays off the first screen.
    appleMobile: () => import('./display').then((m) => m.isAppleMobile()),
  });
}
