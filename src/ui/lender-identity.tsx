import { t } from '../i18n/i18n';
import type { BuildSettings } from '../settings';
import './lender.css';

/** Who lends, as the build names it (the app's settings). */
export type Lender = Pick<BuildSettings, 'lenderName' | 'lenderSecNo' | 'lenderCaNo' | 'lenderDemo'>;

/** The lender's corporate name, SEC and CA numbers with the disclosure prompt (SEC MC 19 s.2019; PRODUCT.md section 7). */
export function LenderIdentity({ lender }: { lender: Lender }) {
  return (
    <footer className="lender">
      <dl>
        <dt>{t('lender.name')}</dt>
        <dd>{lender.lenderName}</dd>
        <dt>{t('lender.secNo')}</dt>
        <dd>{lender.lenderSecNo}</dd>
        <dt>{t('lender.caNo')}</dt>
        <dd>{lender.lenderCaNo}</dd>
      </dl>
      {lender.lenderDemo && <p className="lender-demo">{t('lender.demoNotice')}</p>}
      <p>{t('lender.disclosurePrompt')}</p>
      {/* The sample and its words load on the tap: the first screen carries only this button. */}
      <button
        type="button"
        className="lender-link"
        onClick={() => void import('./disclosure/sample-disclosure-dialog').then((m) => m.showSampleDisclosure())}
      >
        {t('lender.disclosureLink')}
      </button>
      <a href="#/privacy-policy">{t('lender.privacyLink')}</a>
    </footer>
  );
}
