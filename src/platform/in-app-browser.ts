import type { InAppBrowser } from './dialog-kinds';

/** Which in-app browser a user agent belongs to, or null for a real browser. */
export function inAppBrowser(ua: string): InAppBrowser | null {
  // FB_IAB/MESSENGER and FBAN/MessengerForiOS both contain it.
  if (/Messenger/i.test(ua)) return 'messenger';
  if (/Instagram/i.test(ua)) return 'instagram';
  if (/FBAN|FBAV|FB_IAB|FBIOS/.test(ua)) return 'facebook';
  if (/musical_ly|BytedanceWebview|TikTok|trill_/i.test(ua)) return 'tiktok';
  return null;
}

/** At start: inside an in-app browser, shows the guide to open the app in a real one (its code loads only then). */
export function offerExternalBrowser(ua = navigator.userAgent): void {
  const app = inAppBrowser(ua);
  if (app) void import('./platform-dialogs').then((m) => m.showInAppGuide(app)).catch(() => {});
}
