import type { ApplyLoanAnswer } from '../../../contract/borrow';
import { formatMoney } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

/**
 * "Application received", and what happens next: the review, then the money to the saved account.
 * A time is said only where the server keeps one (its development policy decides by itself); an
 * operator's review takes what it takes, so none is promised.
 */
export function Applied({
  answer,
  netProceeds,
  term,
  onOk,
}: {
  answer: ApplyLoanAnswer;
  netProceeds: number | undefined;
  term: number;
  onOk: () => void;
}) {
  const auto = answer.autoDisburseWithinMs;
  return (
    <Dialog title={t('borrow.successTitle')} actions={<Button onClick={onOk}>{t('common.ok')}</Button>}>
      <div className="borrow-text">
        <p>{t('borrow.nextReview')}</p>
        {netProceeds !== undefined && <p>{t('borrow.nextMoney', { amount: formatMoney(netProceeds), n: term })}</p>}
        {auto !== undefined && <p>{t('borrow.nextAuto', { n: Math.ceil(auto / 1000) })}</p>}
      </div>
    </Dialog>
  );
}
