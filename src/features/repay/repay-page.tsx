import { useState } from 'react';
import type { PageProps } from '../../router/page-props';
import type { Coupon } from '../../../contract/coupon';
import type { PayChannel, RepayDetail } from '../../../contract/repay';
import { fetchBills } from '../../api/borrow';
import { keep } from '../../api/kept';
import { fetchAppConfig } from '../../api/public';
import { createRepayCode, fetchCoupons, fetchPayments, fetchRepayDetail } from '../../api/repay';
import { formatMoney } from '../../i18n/format';
import { formatDate } from '../../i18n/format-date';
import { t } from '../../i18n/i18n';
import { navigate } from '../../router/navigate';
import { Button } from '../../ui/button';
import { Select } from '../../ui/select';
import { TextInput } from '../../ui/text-input';
import { certifiedGate } from '../../session/certified-gate';
import { CertifiedPage } from '../../ui/certified-page';
import type { LoadContext } from '../../ui/use-load';
import { Figures } from '../../ui/disclosure/disclosure-statement';
import { Payments } from '../../ui/payments/payments';
import { CHANNEL_ROUTE, CHANNELS, channelName } from './channels';
import { parsePesos } from '../../i18n/parse-pesos';
import './repay-messages';

type Mode = 'full' | 'partial' | 'extend';

/** Full, part or extension; a coupon (not for an extension); a channel; then that channel's payment-code page. */
function PayForm({
  repayId,
  d,
  coupons,
  channels,
}: {
  repayId: string;
  d: RepayDetail;
  coupons: Coupon[];
  channels: readonly PayChannel[];
}) {
  const [mode, setMode] = useState<Mode>('full');
  const [typed, setTyped] = useState('');
  // The largest usable coupon (the sooner-expiring of equals) is chosen at first: the one the Coupon figure counts.
  const best = coupons.reduce<Coupon | undefined>((b, c) => (!b || c.amount > b.amount ? c : b), undefined);
  const [couponId, setCouponId] = useState(best?.couponId ?? '-');
  const [channel, setChannel] = useState<PayChannel>(channels[0] ?? 'gcash');
  const [busy, setBusy] = useState(false);
  const extend = mode === 'extend';
  const coupon = extend ? undefined : coupons.find((c) => c.couponId === couponId);
  // The server takes at most the repayable less one centavo off (a payment is at least one centavo).
  const max = d.repayable - Math.min(coupon?.amount ?? 0, d.repayable - 1);
  const amount = extend ? d.extensionFee + d.overdueFee : mode === 'full' ? max : (parsePesos(typed) ?? Number.NaN);
  const fits = amount >= 1 && amount <= max;
  const range = t('repay.amountRange', { min: formatMoney(1), max: formatMoney(max) });
  const refusal = Number.isNaN(amount) ? t('repay.amountFormat', { example: formatMoney(250_050) }) : range;
  async function pay() {
    setBusy(true);
    const kind = extend ? 'extend' : 'repay';
    try {
      // One key per tap (the button is busy while it is out, and a double tap is swallowed): a tap after a
      // refusal or a time-out asks afresh, and a reference it may have left unpaid simply expires.
      const key = crypto.getRandomValues(new Uint32Array(4)).join('-');
      const code = await createRepayCode({ repayId, kind, amount, channel, ...(coupon && { couponId: coupon.couponId }) }, key);
      // The loan and the payment's kind let the code page say what the code pays.
      navigate(`${CHANNEL_ROUTE[code.channel]}?reference=${code.reference}&repayId=${encodeURIComponent(repayId)}&pays=${mode}`);
    } catch {
      setBusy(false); // the client showed the server's message
    }
  }
  return (
    <>
      <Select
        label={t('repay.mode')}
        value={mode}
        onChange={(m) => setMode(m as Mode)}
        options={[
          { value: 'full', label: t('repay.full') },
          { value: 'partial', label: t('repay.partial') },
          { value: 'extend', label: t('repay.extend', { date: formatDate(d.extendedDueDate) }) },
        ]}
      />
      {mode === 'partial' && (
        <TextInput
          label={t('repay.amount')}
          prefix="₱"
          inputMode="decimal"
          value={typed}
          hint={fits ? range : undefined}
          error={fits || !typed ? undefined : refusal}
          transform={(s) => s.replace(/[^\d.,]/g, '')}
          onChange={setTyped}
        />
      )}
      {!extend && coupons.length > 0 && (
        <Select
          label={t('repay.coupon')}
          value={couponId}
          onChange={setCouponId}
          options={[
            { value: '-', label: t('repay.noCoupon') },
            ...coupons.map((c) => ({ value: c.couponId, label: `${c.name} −${formatMoney(c.amount)}` })),
          ]}
        />
      )}
      <Select
        label={t('repay.channel')}
        value={channel}
        onChange={(c) => setChannel(c as PayChannel)}
        options={channels.map((c) => ({ value: c, label: channelName(c) }))}
      />
      {fits && <Figures rows={[[t('repay.amount'), formatMoney(amount)]]} />}
      <Button block busy={busy} disabled={!fits} onClick={pay}>
        {t('repay.getCode')}
      </Button>
    </>
  );
}

// The eleven loan-detail figures of spec section 3, in its order; each message key is `repay.<name>`.
const FIGURES = [
  'loanAmount',
  'dueDate',
  'productName',
  'overdueDays',
  'overdueFee',
  'extendedDueDate',
  'waived',
  'coupon',
  'extensionFee',
  'serviceFee',
  'repayable',
] as const;

/** A figure as written: dates as dates, the name and the day count as sent, every other figure in pesos. */
const show = (d: RepayDetail, k: (typeof FIGURES)[number]) => {
  const v = d[k];
  return typeof v === 'string' || k === 'overdueDays' ? String(v) : k.endsWith('Date') ? formatDate(v) : formatMoney(v);
};

/**
 * What the page starts from: the figures, the usable coupons, soonest to expire first (none when the
 * list fails: paying still works), where the bill's latest proof of payment stands, the payments
 * received (nothing when either list fails), and the channels the gateway takes.
 */
const load = (repayId: string) =>
  keep('repay ' + repayId, (signal: AbortSignal, context?: LoadContext) =>
    Promise.all([
      // A refresh behind the figures shown reports no failure: the next one may well succeed.
      fetchRepayDetail(repayId, { signal, quiet: context?.behind }),
      fetchCoupons({ signal, quiet: true }).then(
        (l) => l.details.filter((c) => c.status === 'usable').sort((a, b) => a.expireTime - b.expireTime),
        () => [],
      ),
      fetchBills(0, { signal, quiet: true })
        .then((l) => l.details.find((b) => b.repayId === repayId)?.voucher?.status)
        .catch(() => undefined),
      fetchPayments(repayId, { signal, quiet: true }).catch(() => undefined),
      // Only the channels the lender's gateway takes; all of them when the server names none or cannot be asked.
      fetchAppConfig({ signal, quiet: true })
        .then((c) => {
          const named = c?.payChannels;
          return Array.isArray(named) ? CHANNELS.filter((ch) => named.includes(ch)) : CHANNELS;
        })
        .catch(() => CHANNELS),
    ]),
  );

/** While anything is owed a payment may arrive (a code paid at a store, a proof accepted): the page follows it. */
const stillOwed = ([d]: [RepayDetail, ...unknown[]]) => d.repayable > 0;

/** /repay/{repayId}: the eleven loan-detail figures of spec section 3, the overdue and pay-early notes, and how to pay. */
export default function RepayPage({ params: { repayId }, titleKey }: PageProps) {
  return (
    <CertifiedPage title={t(titleKey)} gate={certifiedGate()} load={load(repayId)} pending={stillOwed}>
      {([d, coupons, proof, payments, channels]) => (
        <>
          {d.overdueDays > 0 && <p role="alert">{t('order.overdue')}</p>}
          {d.repayable > 0 && proof === 'review' && <p role="status">{t('repay.voucherReview')}</p>}
          {d.repayable > 0 && proof === 'accepted' && <p role="status">{t('repay.voucherAccepted')}</p>}
          {d.payEarly && <p>{t('repay.payEarly')}</p>}
          {/* A repaid loan has no extension to preview. */}
          <Figures rows={FIGURES.filter((k) => d.repayable > 0 || k !== 'extendedDueDate').map((k) => [t(`repay.${k}`), show(d, k)])} />
          {d.repayable > 0 ? <PayForm repayId={repayId} d={d} coupons={coupons} channels={channels} /> : <p>{t('repay.settled')}</p>}
          {d.repayable > 0 && <a href={'#/upload-voucher?repayId=' + encodeURIComponent(repayId)}>{t('repay.voucherLink')}</a>}
          {payments && <Payments list={payments} heading />}
        </>
      )}
    </CertifiedPage>
  );
}
