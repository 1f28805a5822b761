import type { ReactNode } from 'react';
import { t } from '../i18n/i18n';
import { Button } from './button';
import { FullScreenLoader } from './loader';
import type { Loaded } from './use-load';

/** What a page shows in place of data that did not load (offline, time-out): why, and a retry. */
export function LoadRetry({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="ui-card">
      <p className="ui-page-intro">
        <strong>{t('error.loadFailedTitle')}</strong> {t('error.loadFailedBody')}
      </p>
      <Button onClick={onRetry}>{t('common.retry')}</Button>
    </div>
  );
}

/** A load's data through `children` once it is there; the loader meanwhile, and the retry when it failed. */
export function WhenLoaded<T>({ load, children }: { load: Loaded<T>; children: (data: T) => ReactNode }) {
  if (load.state === 'failed') return <LoadRetry onRetry={load.retry} />;
  return load.data === undefined ? <FullScreenLoader /> : <>{children(load.data)}</>;
}
