import { useId } from 'react';
import { isLocale, locale, LOCALES, setLocale, t } from '../i18n/i18n';
import { showToast } from './toast';

/** The language switch: a labelled native select (the phone's own picker), each language in its own name. */
export function LanguageSwitch({ className: cls }: { className?: string }) {
  const id = useId();
  const choose = (code: string) => {
    if (isLocale(code)) setLocale(code).catch(() => showToast(t('error.network'), { kind: 'error' }));
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
    </div>
  );
}
