import { useId } from 'preact/hooks';
import { t } from '../../i18n/i18n';
import './borrow-messages';

/** The loan agreement's checkbox; the wrapping label gives the small box a 44 px target. */
export function LoanAgreement({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  const id = useId();
  return (
    <div class="borrow-agree">
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
      <label for={id}>{t('borrow.agree')}</label>
    </div>
  );
}
