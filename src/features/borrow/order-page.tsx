import { useState } from 'react';
import { shownAccountNo } from '../../../contract/account-number';
import type { PageProps } from '../../router/page-props';
import { fetchBills, retryDisbursement } from '../../api/borrow';
import { keep } from '../../api/kept';
import { fetchPayments } from '../../api/repay';
import type { Bill } from '../../../contract/borrow';
import { isBeingRepaid } from '../../../contract/bill-status';
import { BorrowStatus } from '../../../contract/common';
import { formatMoney } from '../../i18n/format';
import { formatDate } from '../../i18n/format-date';
import { t } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { WhenLoaded } from '../../ui/load-retry';
import { useLoad } from '../../ui/use-load';
import { useLiveRefresh } from '../../ui/use-live-refresh';
import { DisclosureStatement, Figures } from '../../ui/disclosure/disclosure-statement';
import { Payments, Refund } from '../../ui/payments/payments';
import { BorrowPage, dueWords } from './borrow-page';

/** The figures of a bill: its dates and term, then what it owes; once paid, what was paid and when; a rejected one owes nothing. */
function rows(b: Bill): [string, string][] {
  const s = b.borrowStatus;
  const out: [string, string][] = [
    [t('borrow.applied'), formatDate(b.applyTime)],
    [t('disclosure.dueDate'), b.dueDate === null ? t('disclosure.dueLater') : formatDate(b.dueDate)],
    [t('disclosure.term'), t('disclosure.days', { n: b.term })],
  ];
  if (s === BorrowStatus.Settled) {
    out.push([t('borrow.youPaid'), formatMoney(b.paid)]);
    if (b.settledAt !== undefined) out.push([t('borrow.paidOn'), formatDate(b.settledAt)]);
  } else if (s !== BorrowStatus.Rejected) {
    if (b.overdueFee > 0) out.push([t('borrow.overdueFee'), formatMoney(b.overdueFee)]);
    out.push([t('disclosure.totalRepayable'), formatMoney(b.repayable)]);
  }
  return out;
}

/** The payments received for a bill, asked for only once the borrower opens them. */
function BillPayments({ repayId }: { repayId: string }) {
  const list = useLoad((signal) => fetchPayments(repayId, { signal }), [repayId]);
  return <WhenLoaded load={list}>{(l) => <Payments list={l} />}</WhenLoaded>;
}

/** One bill: amount, dates, its status in plain words, what the borrower can do next, and its disclosure statement. */
function BillCard({ bill: b, onChanged }: { bill: Bill; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const [paymentsOpen, setPaymentsOpen] = useState(false);
  const s = b.borrowStatus;
  const disbursed = isBeingRepaid(s) || s === BorrowStatus.Settled;
  // A failed disbursement: the borrower fixes the bank account, then sends it again (the server refuses while it is unchanged).
  const sendAgain = () => (setBusy(true), retryDisbursement(b.borrowId).then(onChanged, () => setBusy(false)));
  return (
    <li className="ui-card" data-overdue={s === BorrowStatus.Overdue || undefined}>
      <h3>
        {b.productName} · {formatMoney(b.amount)}
      </h3>
      <p className="borrow-status">{t(`borrow.status${s}`)}</p>
      {/* Late is said in words (and days), the overdue colour only repeats it. */}
      {b.overdueDays > 0 && <p className="borrow-due">{dueWords(b.overdueDays)}</p>}
      {b.voucher?.status === 'review' && <p role="status">{t('borrow.voucherReview')}</p>}
      {/* Accepted says the payment is on its way: only while the bill still owes it. */}
      {b.voucher?.status === 'accepted' && isBeingRepaid(s) && <p role="status">{t('borrow.voucherAccepted')}</p>}
      {b.payout && (
        <p className="borrow-payout">
          {t('borrow.sentTo', {
            bank: b.payout.bankName,
            account: shownAccountNo(b.payout.accountNo),
            date: formatDate(b.payout.sentAt),
          })}
        </p>
      )}
      <Figures rows={rows(b)} />
      {b.refund && <Refund refund={b.refund} payout={b.payout} />}
      {s === BorrowStatus.Failed && (
        <>
          <a href="#/modify-bank-info">{t('route.modifyBankInfo')}</a>
          <Button block busy={busy} onClick={sendAgain}>
            {t('common.retry')}
          </Button>
        </>
      )}
      {isBeingRepaid(s) && (
        <a className="ui-btn ui-btn--primary ui-btn--block" href={'#/repay/' + encodeURIComponent(b.repayId)}>
          {t('route.repay')}
        </a>
      )}
      {disbursed && (
        <details onToggle={(e) => setPaymentsOpen((e.currentTarget as HTMLDetailsElement).open)}>
          <summary>{t('borrow.payments')}</summary>
          {paymentsOpen && <BillPayments repayId={b.repayId} />}
        </details>
      )}
      <details>
        <summary>{t('disclosure.heading')}</summary>
        <DisclosureStatement d={b.disclosure} dueDate={b.dueDate} />
      </details>
    </li>
  );
}

/** A bill that will change by itself soon: under review, approved and awaiting its payout, or a proof being checked. */
const changing = (b: Bill) =>
  b.borrowStatus === BorrowStatus.Review || b.borrowStatus === BorrowStatus.Approved || b.voucher?.status === 'review';

/** The bills of one tab: in progress (borrowType 0) or completed (1), asked again when the page returns to view and while one is changing. */
function Bills({ type }: { type: 0 | 1 }) {
  // A refresh behind the list shown reports no failure: the next one may well succeed.
  const bills = useLoad(
    keep('bills' + type, (signal, context) => fetchBills(type, { signal, quiet: context?.behind })),
    [type],
  );
  useLiveRefresh(!!bills.data?.details.some(changing), bills.refresh);
  return (
    <WhenLoaded load={bills}>
      {({ details }) =>
        details.length ? (
          <ul>
            {details.map((b) => (
              <BillCard key={b.borrowId} bill={b} onChanged={bills.retry} />
            ))}
          </ul>
        ) : type ? (
          <p>{t('borrow.noneDone')}</p>
        ) : (
          // Nothing in progress: the way to a loan is Home's Borrow now.
          <p>
            {t('borrow.noneOpen')} <a href="#/home">{t('route.home')}</a>
          </p>
        )
      }
    </WhenLoaded>
  );
}

/** /order: the borrower's bills under two tabs, processing and completed. */
export default function OrderPage({ titleKey }: PageProps) {
  const [tab, setTab] = useState<0 | 1>(0);
  return (
    <BorrowPage titleKey={titleKey} noBack>
      {() => (
        <>
          <div role="tablist">
            {([0, 1] as const).map((x) => (
              <button
                key={x}
                type="button"
                role="tab"
                className={'ui-btn ui-btn--' + (tab === x ? 'primary' : 'secondary')}
                id={'order-tab' + x}
                aria-selected={tab === x}
                aria-controls="order-panel"
                onClick={() => setTab(x)}
              >
                {t(x ? 'borrow.tabCompleted' : 'borrow.tabProcessing')}
              </button>
            ))}
          </div>
          <div id="order-panel" role="tabpanel" aria-labelledby={'order-tab' + tab}>
            <Bills type={tab} />
          </div>
        </>
      )}
    </BorrowPage>
  );
}
