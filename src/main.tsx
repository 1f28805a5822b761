import { hydrate, render } from 'react-dom';
import { App } from './app/app';
import { opensPage } from './app/guards';
import { preloadRoute } from './app/preload-route';
import { installTouchGuard } from './app/touch-guard';
import { initLocale } from './i18n/i18n';
import { offerExternalBrowser } from './platform/in-app-browser';
import { captureInstallPrompt } from './platform/install-prompt';
import { installSessionReports } from './platform/session-reports';
import { installErrorReporting } from './platform/tracking';
import { routeCheck } from './router/link-check';
import { currentPath } from './router/navigate';
import { boot } from './session/boot';
import { connectApi } from './session/session';
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
// index.html holds the landing prerendered in English; its inline script marks the page `yield`
// before the first paint when this visit starts elsewhere (a token, another route or language, an
// open token). Otherwise the app takes over that DOM as it stands: no spinner, no layout shift; unless
// the visitor followed a link of the landing (the privacy policy) before the scripts arrived.
const takeOver =
  root.hasChildNodes() && !document.documentElement.classList.contains('yield') && ['/', '/noren'].includes(currentPath.peek());

// A returning borrower's language is awaited so the first paint is in it, but a stalled network
// must not leave a blank page: after 3 s the app starts in English and switches when it arrives.
Promise.race([initLocale(), new Promise((r) => setTimeout(r, 3000))]).finally(() => {
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
  offerExternalBrowser(); // in-app browsers get the guide to a real browser
});
