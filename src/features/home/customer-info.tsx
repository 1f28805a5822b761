import type { CreditInfo } from '../../api/contract/borrow';
import { formatMoney } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { maskPhone } from '../../i18n/phone';
import '../loan/borrow-messages';

/** The customer info block: who is signed in, the credit limit and what is available of it (or that it is locked). */
export function CustomerInfo({ phone, credit }: { phone?: string; credit: CreditInfo }) {
  return (
    <section class="borrow-card" aria-labelledby="home-customer">
      <h2 id="home-customer">{t('borrow.customerTitle')}</h2>
      <dl class="borrow-figures">
        {phone && (
          <div>
            <dt>{t('borrow.phone')}</dt>
            <dd>{maskPhone(phone)}</dd>
          </div>
        )}
        <div>
          <dt>{t('borrow.creditLimit')}</dt>
          <dd>{formatMoney(credit.creditLimit)}</dd>
        </div>
        <div>
          <dt>{t('borrow.available')}</dt>
          <dd class="borrow-big">{credit.locked ? t('borrow.locked') : formatMoney(credit.availableLimit)}</dd>
        </div>
      </dl>
    </section>
  );
}
