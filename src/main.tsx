import { render } from 'preact';
import { App } from './app/app';
import { installTouchGuard } from './app/touch-guard';
import { initLocale } from './i18n/i18n';
import { installErrorReporting } from './platform/tracking';
import { boot } from './session/boot';
import { Toasts } from './ui/toast';
import './ui/styles.css';
import './app/shell.css';

installErrorReporting();
installTouchGuard();
initLocale().finally(() => {
  render(<App />, document.getElementById('app')!);
  // Toasts live outside #app so an open dialog (which makes the page inert) does not silence them.
  const toastRoot = document.body.appendChild(document.createElement('div'));
  render(<Toasts />, toastRoot);
  boot();
});
