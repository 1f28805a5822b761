import { useId } from 'preact/hooks';
import { t } from '../../i18n/i18n';
import './identity-auth-messages';

const KEY = 'consent.certification';

/** True once this device's borrower agreed to the certification consent. */
export function hasConsented(): boolean {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return false; // storage blocked (a private tab, a partner's frame): ask again
  }
}

/** Remembers the consent with its moment, so the next visit does not ask again. */
export function keepConsent(): void {
  try {
    localStorage.setItem(KEY, String(Date.now()));
  } catch {
    // blocked storage only means the box is ticked again next time
  }
}

/** The consent checkbox; its label stays apart from the privacy-policy link, so a tap on the link never ticks it. */
export function ConsentBox({ checked, onChange, error }: { checked: boolean; onChange: (v: boolean) => void; error?: string }) {
  const id = useId();
  return (
    <div class="idauth-consent">
      <div class="idauth-consent-row">
        <label class="idauth-consent-box">
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
