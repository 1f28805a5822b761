import { useId, useState } from 'react';
import { isLocale, type Locale, locale, LOCALES, setLocale, t } from '../i18n/i18n';
import { Button } from './button';

/**
 * The language switch: a labelled native select (the phone's own picker), each language in its own name.
 * It always shows the language the page is in; a language that fails to load says so beside it, with a retry.
 */
export function LanguageSwitch({ className: cls }: { className?: string }) {
  const id = useId();
  const [failed, setFailed] = useState<Locale | null>(null);
  const choose = (code: string) => {
    if (!isLocale(code)) return;
    setFailed(null);
    // The new state re-renders the select, which puts it back on the page's language.
    setLocale(code).catch(() => setFailed(code));
  };
  return (
    <div className={`ui-field${cls ? ' ' + cls : ''}`}>
      <label className="ui-field-label" htmlFor={id}>
        {t('common.language')}
      </label>
      <div className="ui-control ui-control--select">
        <select id={id} value={locale.value} onChange={(e) => choose(e.currentTarget.value)}>
          {LOCALES.map((l) => (
            <option key={l.code} value={l.code} lang={l.code}>
              {l.name}
            </option>
          ))}
        </select>
      </div>
      {failed && (
        <p className="ui-field-error" role="alert">
          {t('common.languageFailed', { name: LOCALES.find((l) => l.code === failed)!.name })}{' '}
          <Button variant="text" onClick={() => choose(failed)}>
            {t('common.retry')}
          </Button>
        </p>
      )}
    </div>
  );
}
