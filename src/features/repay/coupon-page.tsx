import type { PageProps } from '../../app/routes';
import { fetchCoupons } from '../../api/repay';
import { formatDate, formatMoney } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { BorrowPage } from '../borrow/borrow-page';
import './repay-messages';

const load = (signal: AbortSignal) => fetchCoupons({ signal });

/** /coupon: the borrower's coupons with their expiry dates, usable first, then used and expired (the server's order). */
export default function CouponPage({ titleKey }: PageProps) {
  return (
    <BorrowPage titleKey={titleKey} load={load}>
      {({ details }) =>
        details.length ? (
          <ul>
            {details.map((c) => (
              <li key={c.couponId} class="ui-card">
                <h3>
                  {formatMoney(c.amount)} · {c.name}
                </h3>
                <p>
                  {t('repay.validUntil', { date: formatDate(c.expireTime) })} ·{' '}
                  {t(c.status === 'expired' ? 'repay.expiredCoupon' : `repay.${c.status}`)}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('repay.noCoupons')}</p>
        )
      }
    </BorrowPage>
  );
}
