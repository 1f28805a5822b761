import { setSessionHooks } from '../session/hooks';
import { token } from '../session/session';
import { afterLoad } from './after-load';

// The app start report needs the API client, which a visitor's landing never loads otherwise: it waits
// for their first touch or key (the next page needs the client anyway) or for the page to be hidden.
const appStart = () => void import('./tracking-reports').then((m) => m.reportAppStart());

/**
 * Registers this layer's part of the session's moments: the app start report (upload type 20) once
 * the page has loaded (a visitor's at their first touch); after a sign-in the device report and the register and login reports (10, 30).
 * Each report is a chunk of its own, loaded then: none joins the first screen.
 */
export function installSessionReports(): void {
  setSessionHooks({
    appStarted: () =>
      afterLoad(() => {
        if (token.peek()) appStart();
        else {
          const first = new AbortController();
          const go = () => {
            first.abort();
            appStart();
          };
          for (const type of ['pointerdown', 'keydown', 'visibilitychange'])
            addEventListener(type, go, { capture: true, signal: first.signal });
        }
      }),
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
