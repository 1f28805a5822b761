import { useState } from 'preact/hooks';
import type { PageProps } from '../../app/routes';
import type { Coupon } from '../../api/contract/coupon';
import type { PayChannel, RepayDetail } from '../../api/contract/repay';
import { createRepayCode, fetchCoupons, fetchRepayDetail } from '../../api/repay';
import { formatDate, formatMoney } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import type { MessageKey } from '../../i18n/message-key';
import { navigate } from '../../router/navigate';
import { Button } from '../../ui/button';
import { Header } from '../../ui/header';
import { Spinner } from '../../ui/loader';
import { LoadRetry } from '../../ui/load-retry';
import { TextInput } from '../../ui/text-input';
import { useLoad } from '../../ui/use-load';
import { CHANNEL_ROUTE } from '../pay-code/channel-steps';
import { parsePesos } from './amount-input';
import { shouldPayEarly } from './pay-early';
import { Choices } from './repay-choices';
import '../pay-code/pay-code-messages';
import './repay.css';
import './repay-messages';

type Mode = 'full' | 'partial' | 'extend';
const CHANNELS: PayChannel[] = ['gcash', 'maya', 'qrph', 'seven_eleven', 'va', 'otc'];
const money = (c: number) => formatMoney(c);
const day = (ms: number) => formatDate(ms);

/** The eleven figures of spec section 3 under their labels, in its order. */
function Figures({ d }: { d: RepayDetail }) {
  const rows: [MessageKey, string][] = [
    ['repay.loanAmount', money(d.loanAmount)], ['repay.dueDate', day(d.dueDate)], ['repay.productName', d.productName],
    ['repay.overdueDays', String(d.overdueDays)], ['repay.overdueFee', money(d.overdueFee)], ['repay.extendedDueDate', day(d.extendedDueDate)],
    ['repay.waived', money(d.waived)], ['repay.coupon', money(d.coupon)], ['repay.extensionFee', money(d.extensionFee)],
    ['repay.serviceFee', money(d.serviceFee)], ['repay.repayable', money(d.repayable)],
  ];
  return (
    <dl class="repay-figures">
      {rows.map(([k, v]) => (
        <div key={k}><dt>{t(k)}</dt><dd>{v}</dd></div>
      ))}
    </dl>
  );
}

/** How to pay: full, part or extension; a coupon; a channel; then the payment code page. */
function PayForm({ repayId, d, coupons }: { repayId: string; d: RepayDetail; coupons: Coupon[] }) {
  const [mode, setMode] = useState<Mode>('full');
  const [typed, setTyped] = useState('');
  const [couponId, setCouponId] = useState('');
  const [channel, setChannel] = useState<PayChannel>('gcash');
  const [busy, setBusy] = useState(false);
  // One key per visit and choice: a retry of the same tap (time-out) answers the same reference.
  // getRandomValues, not randomUUID: plain http on a LAN address has no secure context.
  const [key] = useState(() => Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join(''));
  const coupon = mode === 'extend' ? 0 : Math.min(coupons.find((c) => c.couponId === couponId)?.amount ?? 0, d.repayable - 1);
  const max = d.repayable - coupon;
  const amount = mode === 'extend' ? d.extensionFee + d.overdueFee : mode === 'full' ? max : parsePesos(typed);
  const error = mode === 'partial' && typed && (amount === null || amount < 1 || amount > max) ? t('repay.amountRange', { min: money(1), max: money(max) }) : undefined;
  async function pay() {
    if (amount === null || amount < 1 || amount > (mode === 'extend' ? amount : max)) return;
    setBusy(true);
    try {
      const code = await createRepayCode({ repayId, kind: mode === 'extend' ? 'extend' : 'repay', amount, channel, ...(coupon ? { couponId } : {}) }, `${key}-${mode}-${amount}-${channel}-${couponId}`);
      navigate(`${CHANNEL_ROUTE[code.channel]}?reference=${encodeURIComponent(code.reference)}`);
    } catch {
      setBusy(false);
    }
  }
  return (
    <form class="repay-form" onSubmit={(e) => (e.preventDefault(), void pay())}>
      <Choices legend={t('repay.how')} name="mode" value={mode} onChange={setMode}
        options={[{ value: 'full', label: t('repay.full') }, { value: 'partial', label: t('repay.partial') }, { value: 'extend', label: `${t('repay.extend')} (${day(d.extendedDueDate)})` }]} />
      {mode === 'partial' && <TextInput label={t('repay.partialAmount')} inputMode="decimal" value={typed} onChange={setTyped} error={error} />}
      {mode !== 'extend' && coupons.length > 0 && (
        <Choices legend={t('repay.useCoupon')} name="coupon" value={couponId} onChange={setCouponId}
          options={[{ value: '', label: t('repay.noCoupon') }, ...coupons.map((c) => ({ value: c.couponId, label: `${c.name} −${money(c.amount)} (${day(c.expireTime)})` }))]} />
      )}
      <Choices legend={t('repay.channel')} name="channel" value={channel} onChange={setChannel}
        options={CHANNELS.map((c) => ({ value: c, label: t(`payCode.channel.${c}`) }))} />
      <p class="repay-total"><span>{t('repay.toPay')}</span> <strong>{amount !== null && !error ? money(amount) : '—'}</strong></p>
      <Button type="submit" block busy={busy} disabled={amount === null || Boolean(error)}>{t('repay.pay')}</Button>
    </form>
  );
}

/** `/repay/{repayId}`: the loan's figures, the overdue and pay-early notes, and how to pay. */
export default function RepayPage({ params, titleKey }: PageProps) {
  const repayId = params.repayId;
  const detail = useLoad((signal) => fetchRepayDetail(repayId, { signal }), [repayId]);
  const coupons = useLoad((signal) => fetchCoupons({ signal, quiet: true }).catch(() => ({ details: [] })), []);
  const d = detail.data;
  return (
    <>
      <Header title={t(titleKey)} />
      <main class="page repay">
        {detail.state === 'loading' && <Spinner label={t(titleKey)} />}
        {detail.state === 'failed' && <LoadRetry onRetry={detail.retry} />}
        {d && (
          <>
            {d.overdueDays > 0 && <p class="repay-alert" role="alert">{t('order.overdue')}</p>}
            {d.repayable > 0 && shouldPayEarly(d.dueDate) && <p class="repay-note">{t('repay.payEarly')}</p>}
            <Figures d={d} />
            {d.repayable === 0 ? <p class="repay-note">{t('repay.settled')}</p>
              : <PayForm repayId={repayId} d={d} coupons={(coupons.data?.details ?? []).filter((c) => c.status === 'usable')} />}
          </>
        )}
      </main>
    </>
  );
}
