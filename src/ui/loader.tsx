import { t } from '../i18n/i18n';

/** Small inline spinner; announced as loading unless `decorative` (e.g. inside a busy button that says so itself). */
export function Spinner({ label, decorative }: { label?: string; decorative?: boolean }) {
  if (decorative) return <span className="ui-spinner" aria-hidden="true" />;
  return (
    <span role="status">
      <span className="ui-spinner" aria-hidden="true" />
      <span className="ui-sr-only">{label ?? t('common.loading')}</span>
    </span>
  );
}

/** Full-screen loader covering the page while something the whole screen needs is on its way. */
export function FullScreenLoader({ label }: { label?: string }) {
  return (
    <div className="ui-loader" role="status" aria-live="polite">
      <span className="ui-spinner" aria-hidden="true" />
      <p>{label ?? t('common.loading')}</p>
    </div>
  );
}
