import { hydrate, render } from 'react-dom';
import { App } from './app/app';
import { opensPage } from './app/guards';
import { preloadRoute } from './app/preload-route';
import { installTouchGuard } from './app/touch-guard';
import { initLocale } from './i18n/i18n';
import { whenIdle } from './platform/after-load';
import { offerExternalBrowser } from './platform/in-app-browser';
import { captureInstallPrompt } from './platform/install-prompt';
import { installSessionReports } from './platform/session-reports';
import { installErrorReporting } from './platform/tracking';
import { routeCheck } from './router/link-check';
import { currentPath } from './router/navigate';
import { boot } from './session/boot';
import { connectApi, isSignedIn } from './session/session';
import { showApiError, Toasts } from './ui/toast';
import './ui/styles.css';
import './app/shell.css';

connectApi({ onError: showApiError });
routeCheck.opens = opensPage;
routeCheck.preload = preloadRoute;
installSessionReports();
installErrorReporting();
installTouchGuard();
captureInstallPrompt();

const root = document.getElementById('app')!;
// How long a signed-in start's first render waits for its page's chunk before it shows the loader.
const PAGE_WAIT_MS = 1000;
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
// index.html holds the landing prerendered in English; its inline script marks the page `yield`
// before the first paint when this visit starts elsewhere (a token, another route or language, an
// open token). Otherwise the app takes over that DOM as it stands: no spinner, no layout shift; unless
// the visitor followed a link of the landing (the privacy policy) before the app's code, at the HTML's end, ran.
const takeOver =
  root.hasChildNodes() && !document.documentElement.classList.contains('yield') && ['/', '/noren'].includes(currentPath.peek());

// A returning borrower's language is awaited so the first paint is in it, but a stalled network
// must not leave a blank page: after 3 s the app starts in English and switches when it arrives.
const language = Promise.race([initLocale(), wait(3000)]);
// The start script asked for a signed-in start's page files as the HTML came in; when they follow the
// app's code closely, the first render waits for them, so the slow phone lays out and paints the page once, not a loader before it.
const page = takeOver || !isSignedIn.peek() ? null : Promise.race([routeCheck.preload(currentPath.peek(), false), wait(PAGE_WAIT_MS)]);
Promise.all([language, page]).finally(() => {
  if (takeOver) hydrate(<App />, root);
  else {
    root.textContent = '';
    document.documentElement.classList.remove('yield');
    render(<App />, root);
  }
  document.documentElement.dataset.app = 'ready'; // the journeys and the benchmark wait for this
  // Toasts live outside #app and are marked live, so an open dialog (the page inert) does not silence them.
  const toastRoot = document.body.appendChild(document.createElement('div'));
  toastRoot.dataset.live = '';
  render(<Toasts />, toastRoot);
  boot();
  whenIdle(offerExternalBrowser); // in-app browsers get the guide to a real browser, once the page shows
});
