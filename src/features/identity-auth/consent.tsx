import { useId } from 'preact/hooks';
import { t } from '../../i18n/i18n';
import './identity-auth-messages';

/** The consent checkbox; its label stays apart from the privacy-policy link, so a tap on the link never ticks it. */
export function ConsentBox({ checked, onChange, error }: { checked: boolean; onChange: (v: boolean) => void; error?: string }) {
  const id = useId();
  return (
    <div class="agreement">
      <div class="agreement-row">
        <label class="agreement-box">
          <input
            id={id}
            type="checkbox"
            checked={checked}
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? id + '-error' : undefined}
            onChange={(e) => onChange(e.currentTarget.checked)}
          />
        </label>
        <p>
          <label for={id}>{t('idAuth.consent')}</label> <a href="#/privacy-policy">{t('idAuth.privacyLink')}</a>
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
