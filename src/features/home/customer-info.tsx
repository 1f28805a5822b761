import type { CreditInfo } from '../../api/contract/borrow';
import { formatMoney } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import '../loan/borrow-messages';

/** The customer info block: the credit limit and what is available of it, or that it is locked. */
export function CustomerInfo({ credit }: { credit: CreditInfo }) {
  return (
    <dl class="borrow-card borrow-figures">
      <div>
        <dt>{t('borrow.creditLimit')}</dt>
        <dd>{formatMoney(credit.creditLimit)}</dd>
      </div>
      <div>
        <dt>{t('borrow.available')}</dt>
        <dd class="borrow-big">{credit.locked ? t('borrow.locked') : formatMoney(credit.availableLimit)}</dd>
      </div>
    </dl>
  );
}
