import { navigate } from '../../router/navigate';
import type { PageProps } from '../../router/page-props';
import { formatMoney, formatRate } from '../../i18n/format';
import { locale, t } from '../../i18n/i18n';
import { retryStatus } from '../../session/boot';
import { homeForStatus, isCertified } from '../../session/certification';
import { isSignedIn, linkRefused, statusLoading, userStatus } from '../../session/session';
import { settings } from '../../settings';
import { Button } from '../../ui/button';
import { LanguageSwitch } from '../../ui/language-switch';
import { LenderIdentity } from '../../ui/lender-identity';
import './noren.css';
import './noren-messages';

const STEPS = [1, 2, 3] as const;

/** The one call to action: sign in, continue certification at the right step, or go Home. */
function CallToAction() {
  if (!isSignedIn.value)
    return (
      <Button block onClick={() => navigate('/login')}>
        {t('noren.signIn')}
      </Button>
    );
  const status = userStatus.value;
  if (status === null) {
    // Still loading, or the start-up refresh failed (offline): then the button asks again.
    return (
      <Button block busy={statusLoading.value} onClick={retryStatus}>
        {t('noren.continue')}
      </Button>
    );
  }
  const to = homeForStatus(status);
  return (
    <Button block onClick={() => navigate(to)}>
      {t(isCertified(status) ? 'noren.goHome' : 'noren.continue')}
    </Button>
  );
}

/** The landing page for visitors and uncertified borrowers (spec section 1): the offer, the three steps, who lends. */
export default function NorenPage({ titleKey }: PageProps) {
  // Inlined at build from the server's pricing configuration (build/landing.mjs): never a constant here.
  const terms = settings.landing;
  return (
    <main className="noren">
      {linkRefused.value && !isSignedIn.value && (
        <p className="noren-notice" role="alert">
          {linkRefused.value}
        </p>
      )}
      <section className="noren-offer" aria-labelledby="noren-title">
        <h1 id="noren-title">{t(titleKey)}</h1>
        <p className="noren-label">{t('noren.maxAmount')}</p>
        <p className="noren-amount">{formatMoney(terms.maxAmount)}</p>
        <p className="noren-label">{t('noren.firstLimit', { amount: formatMoney(terms.startLimit) })}</p>
        <dl className="noren-facts">
          <div>
            <dt>{t('noren.term')}</dt>
            <dd>{t('noren.period', { min: terms.minDays, max: terms.maxDays })}</dd>
          </div>
          <div>
            <dt>{t('noren.dailyInterest')}</dt>
            <dd>{formatRate(terms.dailyInterestBp, locale.value)}</dd>
          </div>
        </dl>
        <CallToAction />
      </section>
      <ol className="noren-steps">
        {STEPS.map((n) => (
          <li key={n}>
            <h2>{t(`noren.step${n}Title`)}</h2>
            <p>{t(`noren.step${n}Body`)}</p>
          </li>
        ))}
      </ol>
      <LanguageSwitch className="noren-lang" />
      <LenderIdentity lender={settings} />
    </main>
  );
}
