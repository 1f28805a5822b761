import { useState } from 'preact/hooks';
import { retryDisbursement } from '../../api/borrow';
import type { Bill } from '../../api/contract/borrow';
import { formatDate, formatMoney } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { DisclosureStatement, Figures } from '../loan/disclosure-statement';
import '../loan/borrow-messages';

/** One bill: product, amount, dates, status in plain words, its disclosure, and what the borrower can do next. */
export function BillCard({ bill, onChanged }: { bill: Bill; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const sendAgain = async () => {
    setBusy(true);
    try {
      await retryDisbursement(bill.borrowId);
      onChanged();
    } catch {
      // the client showed the server's reason (e.g. the bank account is unchanged)
    } finally {
      setBusy(false);
    }
  };
  return (
    <li class="borrow-card" aria-labelledby={'bill-' + bill.borrowId}>
      <h3 id={'bill-' + bill.borrowId}>
        {bill.productName} · {formatMoney(bill.amount)}
      </h3>
      <p class={bill.borrowStatus === 50 || bill.borrowStatus === 70 ? 'borrow-alert' : undefined}>{t(`borrow.status${bill.borrowStatus}`)}</p>
      <Figures
        rows={[
          [t('borrow.applied'), formatDate(bill.applyTime)],
          [t('borrow.due'), bill.dueDate === null ? t('borrow.dueDateLater') : formatDate(bill.dueDate)],
          [t('borrow.term'), t('borrow.days', { n: bill.term })],
          [t('borrow.toRepay'), formatMoney(bill.repayable)],
        ]}
      />
      {bill.borrowStatus === 70 && (
        <>
          <a class="borrow-link" href="#/modify-bank-info">
            {t('borrow.fixBank')}
          </a>
          <Button block busy={busy} onClick={() => void sendAgain()}>
            {t('borrow.sendAgain')}
          </Button>
        </>
      )}
      {(bill.borrowStatus === 40 || bill.borrowStatus === 50) && (
        <a class="ui-btn ui-btn--primary ui-btn--block" href={'#/repay/' + encodeURIComponent(bill.repayId)}>
          {t('borrow.repay')}
        </a>
      )}
      {bill.disclosure && (
        <details>
          <summary class="borrow-link">{t('borrow.showDisclosure')}</summary>
          <DisclosureStatement d={bill.disclosure} dueDate={bill.dueDate} headingLevel={4} />
        </details>
      )}
    </li>
  );
}
