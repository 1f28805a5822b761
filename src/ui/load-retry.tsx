import { t } from '../i18n/i18n';
import { Button } from './button';

/** What a page shows in place of data that did not load (offline, time-out): why, and a retry. */
export function LoadRetry({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" class="ui-card">
      <p class="ui-page-intro">
        <strong>{t('error.loadFailedTitle')}</strong> {t('error.loadFailedBody')}
      </p>
      <Button onClick={onRetry}>{t('common.retry')}</Button>
    </div>
  );
}
