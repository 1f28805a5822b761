import { useId } from 'preact/hooks';
import { t } from '../../i18n/i18n';
import './login-messages';

/**
 * The privacy-policy agreement: a checkbox named by the whole sentence, the policy's link included
 * (aria-labelledby), while the tappable label stays apart from the link so a tap on the link never ticks it.
 */
export function Agreement({ checked, onChange, error }: { checked: boolean; onChange: (v: boolean) => void; error?: string }) {
  const id = useId();
  return (
    <div class="agreement">
      <div class="agreement-row">
        {/* The wrapping label makes a 44 px target around the small box. */}
        <label class="agreement-box">
          <input
            id={id}
            type="checkbox"
            checked={checked}
            aria-labelledby={id + '-text'}
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? id + '-error' : undefined}
            onChange={(e) => onChange(e.currentTarget.checked)}
          />
        </label>
        <p id={id + '-text'}>
          <label for={id}>{t('login.agreePrefix')}</label> <a href="#/privacy-policy">{t('login.privacyLink')}</a>
        </p>
      </div>
      {error && (
        <p id={id + '-error'} class="ui-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
