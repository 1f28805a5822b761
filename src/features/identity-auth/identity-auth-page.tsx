import { useState } from 'react';
import type { PageProps } from '../../router/page-props';
import { t } from '../../i18n/i18n';
import { navigate } from '../../router/navigate';
import { BizStatus, homeForStatus } from '../../session/certification';
import { userStatus } from '../../session/session';
import { Agreement } from '../../ui/agreement';
import { Button } from '../../ui/button';
import { Header } from '../../ui/header';
import './identity-auth.css';
import './identity-auth-messages';

const STEPS = [0, 1, 2, 3, 4] as const; // 0: the phone check
const PRIVACY = ['privacyCamera', 'privacyTyped', 'privacyNever'] as const;

/** The entry to certification: what the phone check and four steps need, the privacy promises and the consent (PRODUCT.md section 7). */
export default function IdentityAuthPage({ titleKey }: PageProps) {
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState(false);

  const start = () => {
    if (!agreed) return setError(true);
    const status = userStatus.value ?? BizStatus.New;
    navigate(status <= BizStatus.New ? '/api-phone-check' : homeForStatus(status));
  };

  return (
    <>
      <Header title={t(titleKey)} />
      <main className="page idauth">
        <p>{t('idAuth.intro')}</p>
        <h2>{t('idAuth.stepsTitle')}</h2>
        <ul className="idauth-steps">
          {STEPS.map((n) => (
            <li key={n}>
              <strong>{t(`idAuth.step${n}Title`)}</strong>
              {t(`idAuth.step${n}Body`)}
            </li>
          ))}
        </ul>
        <h2>{t('idAuth.privacyTitle')}</h2>
        <ul>
          {PRIVACY.map((k) => (
            <li key={k}>{t(`idAuth.${k}`)}</li>
          ))}
        </ul>
        <Agreement
          text={t('idAuth.consent')}
          link={t('idAuth.privacyLink')}
          checked={agreed}
          error={error ? t('idAuth.mustAgree') : undefined}
          onChange={(v) => (setAgreed(v), v && setError(false))}
        />
        <Button block onClick={start}>
          {t('idAuth.start')}
        </Button>
      </main>
    </>
  );
}
