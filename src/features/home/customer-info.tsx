import type { CreditInfo } from '../../api/contract/borrow';
import { formatMoney } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { Figures } from '../loan/disclosure-statement';
import '../loan/borrow-messages';

/** The customer info block: the credit limit and what is available of it, or that it is locked. */
export function CustomerInfo({ credit }: { credit: CreditInfo }) {
  return (
    <Figures
      class="borrow-card"
      rows={[
        [t('borrow.creditLimit'), formatMoney(credit.creditLimit)],
        [t('borrow.available'), credit.locked ? t('borrow.locked') : formatMoney(credit.availableLimit)],
      ]}
    />
  );
}
