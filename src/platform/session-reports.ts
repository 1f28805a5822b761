import { setSessionHooks } from '../session/hooks';
import { afterLoad } from './after-load';

/**
 * Registers this layer's part of the session's moments: the app start report (upload type 20) once
 * the page has loaded (a visitor's at their first touch: app-start.ts); after a sign-in the device report and the register and login reports (10, 30).
 * Each report is a chunk of its own, loaded then: none joins the first screen.
 */
export function installSessionReports(): void {
  setSessionHooks({
    appStarted: () => afterLoad(() => void import('./app-start').then((m) => m.appStart())),
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
