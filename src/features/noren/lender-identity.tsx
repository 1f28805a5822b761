import { settings } from '../../settings';
import { t } from '../../i18n/i18n';
import './lender.css';
import './noren-messages';

/** The lender's corporate name, SEC and CA numbers with the disclosure prompt (SEC MC 19 s.2019; PRODUCT.md section 7). */
export function LenderIdentity() {
  return (
    <footer class="lender">
      <dl>
        <dt>{t('noren.lender')}</dt>
        <dd>{settings.lenderName}</dd>
        <dt>{t('noren.secNo')}</dt>
        <dd>{settings.lenderSecNo}</dd>
        <dt>{t('noren.caNo')}</dt>
        <dd>{settings.lenderCaNo}</dd>
      </dl>
      <p>{t('noren.disclosurePrompt')}</p>
      <a href="#/privacy-policy">{t('noren.privacyLink')}</a>
    </footer>
  );
}
