import { useState } from 'react';
import { shownAccountNo } from '../../../contract/account-number';
import { MANILA_OFFSET_MS } from '../../../contract/calendar';
import type { BillRefund, Payout } from '../../../contract/borrow';
import type { PayChannel, Payment, PaymentList, Receipt } from '../../../contract/repay';
import { formatMoney } from '../../i18n/format';
import { formatDate } from '../../i18n/format-date';
import { t } from '../../i18n/i18n';
import { Button } from '../button';
import { copyText } from '../copy-text';
import { Dialog } from '../dialog';
import { Figures } from '../figures';
import { saveReceiptImage } from './receipt-image';
import './payments-messages';
import './payments.css';

/** A moment as its Manila day (as `formatDate`) and 24-hour time, `Dec 3, 2026 14:05`: a payment's time. */
function formatDateTime(epochMs: number): string {
  const m = new Date(epochMs + MANILA_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${formatDate(epochMs)} ${two(m.getUTCHours())}:${two(m.getUTCMinutes())}`;
}

// Brand names stay as written in every language; the other channels are words.
const BRANDS: Partial<Record<PayChannel, string>> = { gcash: 'GCash', maya: 'Maya', qrph: 'QR Ph', seven_eleven: '7-Eleven (CLiQQ)' };

/** How a payment was made, in the active language (money an operator matched names no channel). */
const channelWords = (c: PayChannel | null) =>
  c === null ? t('payments.matched') : (BRANDS[c] ?? t(c === 'va' ? 'payments.va' : 'payments.otc'));

/** A receipt's figures, in the order it reads: when, how much, how, what for, where the money went. */
export function receiptRows(r: Receipt): [string, string][] {
  const rows: [string, string][] = [
    [t('payments.date'), formatDateTime(r.paidAt)],
    [t('payments.amount'), formatMoney(r.amount)],
    [t('payments.channel'), channelWords(r.channel)],
    [t('payments.reference'), r.reference],
    [t('payments.kind'), t(r.kind === 'extend' ? 'payments.kindExtend' : 'payments.kindRepay')],
    [t('payments.applied'), formatMoney(r.applied)],
  ];
  if (r.refund > 0) rows.push([t('payments.refund'), formatMoney(r.refund)]);
  rows.push([t('payments.owedAfter'), formatMoney(r.owedAfter)], [t('payments.receiptNo'), r.paymentId]);
  return rows;
}

/** Shares the receipt as text (Web Share API where present), else copies it. */
async function shareReceipt(title: string, rows: [string, string][]) {
  const text = [title, ...rows.map(([k, v]) => `${k}: ${v}`)].join('\n');
  if (typeof navigator.share === 'function') {
    // A dismissed share sheet rejects: nothing to say.
    await navigator.share({ title, text }).catch(() => undefined);
  } else {
    await copyText(text);
  }
}

/** One payment's receipt in a dialog, to share or save as an image. */
function ReceiptDialog({ receipt, onClose }: { receipt: Receipt; onClose: () => void }) {
  const title = `${t('app.name')} · ${t('payments.receiptTitle')}`;
  const rows = receiptRows(receipt);
  return (
    <Dialog
      title={t('payments.receiptTitle')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={() => shareReceipt(title, rows)}>
            {t('payments.share')}
          </Button>
          <Button variant="secondary" onClick={() => saveReceiptImage(title, rows, `receipt-${receipt.reference}`)}>
            {t('payments.save')}
          </Button>
          <Button onClick={onClose}>{t('common.close')}</Button>
        </>
      }
    >
      <Figures rows={rows} />
    </Dialog>
  );
}

/** One line of the list: when, how much, how and the reference; a button opens its receipt. */
function PaymentLine({ p, onOpen }: { p: Payment; onOpen: () => void }) {
  const when = formatDateTime(p.paidAt);
  return (
    <li className="payment">
      <span>
        {when} · <strong>{formatMoney(p.amount)}</strong>
      </span>
      <span>
        {channelWords(p.channel)} · {p.reference}
      </span>
      <Button variant="secondary" aria-label={t('payments.receiptFor', { amount: formatMoney(p.amount), date: when })} onClick={onOpen}>
        {t('payments.receipt')}
      </Button>
    </li>
  );
}

/** The payments received for a bill, newest first, then what is still owed; each opens its receipt. */
export function PaymentsList({ list, heading }: { list: PaymentList; heading?: boolean }) {
  const [open, setOpen] = useState<Receipt | null>(null);
  return (
    <section className="payments" aria-label={t('payments.heading')}>
      {heading && <h2>{t('payments.heading')}</h2>}
      {list.details.length ? (
        <ul>
          {list.details.map((p) => (
            <PaymentLine key={p.paymentId} p={p} onOpen={() => setOpen(p.receipt)} />
          ))}
        </ul>
      ) : (
        <p>{t('payments.none')}</p>
      )}
      <Figures rows={[[t('payments.owed'), formatMoney(list.owed)]]} />
      {open && <ReceiptDialog receipt={open} onClose={() => setOpen(null)} />}
    </section>
  );
}

/**
 * Money paid beyond what the bill owed: where it goes back (or went), the bill's payout account or else
 * the account on record, its number masked to the last four digits.
 */
export function RefundNote({ refund: r, payout }: { refund: BillRefund; payout?: Payout }) {
  const to = payout ?? r.to;
  const account = r.toPayer
    ? t('payments.refundPayer')
    : to
      ? `${to.bankName} ${shownAccountNo(to.accountNo)}`
      : t('payments.refundAccount');
  const amount = formatMoney(r.amount);
  return (
    <p role="status">
      {r.status === 'sent' && r.sentAt !== undefined
        ? t('payments.refundSent', { amount, account, date: formatDate(r.sentAt) })
        : t('payments.refundPending', { amount, account })}
    </p>
  );
}
