import type { PageProps } from '../../router/page-props';
import { fetchCoupons } from '../../api/repay';
import { formatMoney } from '../../i18n/format';
import { formatDate } from '../../i18n/format-date';
import { t } from '../../i18n/i18n';
import { certifiedGate } from '../../session/certified-gate';
import { CertifiedPage } from '../../ui/certified-page';
import './repay-messages';

const ORDER = { usable: 0, used: 1, expired: 2 } as const;
// Usable first, then used, then expired, whatever order the list arrives in (a stable sort keeps the server's within each).
const load = (signal: AbortSignal) =>
  fetchCoupons({ signal }).then(({ details }) => ({ details: [...details].sort((a, b) => ORDER[a.status] - ORDER[b.status]) }));

/** /coupon: the borrower's coupons with their expiry dates, usable first, then used, then expired. */
export default function CouponPage({ titleKey }: PageProps) {
  return (
    <CertifiedPage title={t(titleKey)} gate={certifiedGate()} load={load}>
      {({ details }) =>
        details.length ? (
          <ul>
            {details.map((c) => (
              <li key={c.couponId} className="ui-card">
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
          // The loan guide on Home gives one for reserving the next loan.
          <p>
            {t('repay.noCoupons')} <a href="#/home">{t('route.home')}</a>
          </p>
        )
      }
    </CertifiedPage>
  );
}
