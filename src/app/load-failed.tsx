import { t } from '../i18n/i18n';
import { Button } from '../ui/button';

/** The generic load-failure screen (spec section 8): never a white screen, always a way forward. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="load-failed">
      <div role="alert">
        <h1>{t('error.loadFailedTitle')}</h1>
        <p>{t('error.loadFailedBody')}</p>
      </div>
      <Button onClick={onRetry}>{t('common.retry')}</Button>
    </main>
  );
}
