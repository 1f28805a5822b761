import { type ReactNode, useState } from 'react';
import { usesWebCrypto } from '../../api/envelope';
import type { PageProps } from '../../router/page-props';
import { t } from '../../i18n/i18n';
import { deviceId } from '../../session/session';
import { settings } from '../../settings';
import { Button } from '../../ui/button';
import { copyText } from '../../ui/copy-text';
import { Header } from '../../ui/header';
import { useLoad } from '../../ui/use-load';
import { checkApi, checkStorage, workerState } from './diagnostics-probes';
import './diagnostics.css';
import './diagnostics-messages';

const MB = 1024 * 1024;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** /test (public): what support asks a borrower for: version, device id, API round trip, crypto mode, service worker, storage. */
export default function DiagnosticsPage({ titleKey }: PageProps) {
  const [round, setRound] = useState(0);
  const api = useLoad((signal) => checkApi(signal), [round]);
  const worker = useLoad(() => workerState(), [round]);
  const storage = useLoad(() => checkStorage(), [round]);
  const web = usesWebCrypto();
  const a = api.data;
  const s = storage.data;
  // One plain line, the same in every language, for the borrower to paste to support.
  const line = [
    `version=${settings.appVersion}`,
    `device=${deviceId.value}`,
    `api=${a ? (a.ok ? `ok ${a.ms}ms` : 'failed') : 'checking'}`,
    `crypto=${web ? 'web' : 'fallback'}`,
    `sw=${worker.data ?? 'checking'}`,
    `storage=${s ? `${s.kept ? 'kept' : 'blocked'}${s.freeBytes === null ? '' : ` ${Math.floor(s.freeBytes / MB)}MB`}` : 'checking'}`,
    `ua=${navigator.userAgent}`,
  ].join(' ');
  return (
    <>
      <Header title={t(titleKey)} />
      <main className="page diag">
        <p>{t('diag.intro')}</p>
        <dl className="diag-list" aria-live="polite">
          <Row label={t('diag.version')}>{`${settings.appVersion} (${settings.versionCode})`}</Row>
          <Row label={t('diag.device')}>{deviceId.value}</Row>
          <Row label={t('diag.api')}>{a ? (a.ok ? t('diag.apiOk', { ms: a.ms }) : t('diag.apiFailed')) : t('diag.apiChecking')}</Row>
          <Row label={t('diag.crypto')}>{t(web ? 'diag.cryptoWeb' : 'diag.cryptoFallback')}</Row>
          <Row label={t('diag.sw')}>{worker.data ? t(`diag.sw.${worker.data}`) : t('diag.apiChecking')}</Row>
          <Row label={t('diag.storage')}>
            {!s
              ? t('diag.apiChecking')
              : !s.kept
                ? t('diag.storageBlocked')
                : s.freeBytes === null
                  ? t('diag.storageUnknown')
                  : t('diag.storageFree', { mb: Math.floor(s.freeBytes / MB) })}
          </Row>
        </dl>
        <Button block busy={api.state === 'loading'} onClick={() => setRound((n) => n + 1)}>
          {t('diag.checkAgain')}
        </Button>
        <Button variant="secondary" block onClick={() => void copyText(line)}>
          {t('diag.copy')}
        </Button>
      </main>
    </>
  );
}
