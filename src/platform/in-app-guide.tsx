import { render } from 'react-dom';
import { useEffect, useRef, useState } from 'react';
import { t } from '../i18n/i18n';
import { Button } from '../ui/button';
import type { InAppBrowser } from './dialog-kinds';
import './guides.css';
import './platform-messages';

/** An Android intent that opens this address in Chrome (Facebook's and TikTok's browsers follow it). */
export function chromeIntent(href: string): string {
  const url = new URL(href);
  return `intent://${url.host}${url.pathname}${url.search}${url.hash}#Intent;scheme=${url.protocol.replace(':', '')};package=com.android.chrome;end`;
}

/** The full-screen guide: why this in-app browser falls short, how to leave it, and a way to stay. */
export function InAppGuide({ app, onClose }: { app: InAppBrowser; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const android = /Android/i.test(navigator.userAgent);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(location.href);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="in-app-guide" role="dialog" aria-modal="true" aria-labelledby="in-app-title" data-app={app}>
      <h1 id="in-app-title" tabIndex={-1} ref={title}>
        {t('inApp.title')}
      </h1>
      <p>{t('inApp.body')}</p>
      <ol>
        <li>{t('inApp.step1')}</li>
        <li>{t('inApp.step2')}</li>
      </ol>
      <div className="actions">
        {android && (
          <a className="ui-btn ui-btn--primary" href={chromeIntent(location.href)}>
            {t('inApp.openChrome')}
          </a>
        )}
        <Button variant={android ? 'secondary' : 'primary'} onClick={copy}>
          {t('inApp.copy')}
        </Button>
        {copied && <p role="status">{t('inApp.copied')}</p>}
        <Button variant="secondary" onClick={onClose}>
          {t('inApp.stay')}
        </Button>
      </div>
    </div>
  );
}

/** Shows the guide over the app until the borrower chooses to continue here. */
export function showInAppGuide(app: InAppBrowser): void {
  const host = document.body.appendChild(document.createElement('div'));
  render(<InAppGuide app={app} onClose={() => (render(null, host), host.remove())} />, host);
}
