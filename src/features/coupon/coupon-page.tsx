import type { PageProps } from '../../app/routes';
import { fetchCoupons } from '../../api/repay';
import { formatDate, formatMoney } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { Header } from '../../ui/header';
import { Spinner } from '../../ui/loader';
import { LoadRetry } from '../../ui/load-retry';
import { useLoad } from '../../ui/use-load';
import './coupon.css';
import './coupon-messages';

/** `/coupon`: the borrower's coupons with their expiry dates, usable first, then used and expired (the server's order). */
export default function CouponPage({ titleKey }: PageProps) {
  const list = useLoad((signal) => fetchCoupons({ signal }), []);
  const coupons = list.data?.details ?? [];
  return (
    <>
      <Header title={t(titleKey)} />
      <main class="page coupons">
        {list.state === 'loading' && <Spinner label={t(titleKey)} />}
        {list.state === 'failed' && <LoadRetry onRetry={list.retry} />}
        {list.state === 'done' && !coupons.length && <p>{t('coupon.empty')}</p>}
        <ul class="coupon-list">
          {coupons.map((c) => (
            <li key={c.couponId} class={`coupon coupon--${c.status}`}>
              <strong class="coupon-amount">{formatMoney(c.amount)}</strong>
              <span class="coupon-name">{c.name}</span>
              <span class="coupon-meta">{t('coupon.expires', { date: formatDate(c.expireTime) })} · {t(`coupon.${c.status}`)}</span>
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}
