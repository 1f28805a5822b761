import { t } from '../../i18n/i18n';
import './borrow-messages';

/** The loan agreement's checkbox; the whole sentence is its label and its 44 px target. */
export function LoanAgreement({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label class="borrow-agree">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
      {t('borrow.agree')}
    </label>
  );
}
