import type { CreditInfo } from '../../../contract/borrow';
import { formatMoney } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import './raise-limit-messages';

/**
 * How to raise the credit limit, in the figures of the lender's growth rule as the server answers them:
 * each loan repaid in full adds to it, up to the cap. Nothing is promised when the lender grows no limits.
 */
export function RaiseLimit({ credit }: { credit: CreditInfo }) {
  const how = credit.nextGrowth
    ? t('raiseLimit.how', { amount: formatMoney(credit.nextGrowth), max: formatMoney(credit.limitCap) })
    : credit.creditLimit >= credit.limitCap && t('raiseLimit.atCap');
  return how ? (
    <section className="ui-note" aria-labelledby="raise-limit">
      <h3 id="raise-limit">{t('raiseLimit.title')}</h3>
      <p>{how}</p>
    </section>
  ) : null;
}
