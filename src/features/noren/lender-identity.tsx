import { settings } from '../../settings';
import { t } from '../../i18n/i18n';
import './lender.css';
import './noren-messages';

/** The lender's corporate name, SEC and CA numbers with the disclosure prompt (SEC MC 19 s.2019; PRODUCT.md section 7). */
export function LenderIdentity() {
  return (
    <footer className="lender">
      <dl>
        <dt>{t('noren.lender')}</dt>
        <dd>{settings.lenderName}</dd>
        <dt>{t('noren.secNo')}</dt>
        <dd>{settings.lenderSecNo}</dd>
        <dt>{t('noren.caNo')}</dt>
        <dd>{settings.lenderCaNo}</dd>
      </dl>
      {settings.lenderDemo && <p className="lender-demo">{t('noren.demoNotice')}</p>}
      <p>{t('noren.disclosurePrompt')}</p>
      {/* The sample and its words load on the tap: the first screen carries only this button. */}
      <button
        type="button"
        className="lender-link"
        onClick={() => void import('../disclosure/disclosure-dialog').then((m) => m.showSampleDisclosure())}
      >
        {t('noren.disclosureLink')}
      </button>
      <a href="#/privacy-policy">{t('noren.privacyLink')}</a>
    </footer>
  );
}
