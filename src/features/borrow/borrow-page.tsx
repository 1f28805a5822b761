import type { ReactNode } from 'react';
import { fetchOpenBill, fetchProducts } from '../../api/borrow';
import { fetchCreditInfo } from '../../api/credit';
import type { MessageKey } from '../../i18n/message-key';
import { t } from '../../i18n/i18n';
import { navigate } from '../../router/navigate';
import { retryStatus } from '../../session/boot';
import { BizStatus, facialSteps, homeForStatus, isCertified } from '../../session/certification';
import { statusLoading, userStatus } from '../../session/session';
import { Button } from '../../ui/button';
import { Header } from '../../ui/header';
import { FullScreenLoader } from '../../ui/loader';
import { LoadRetry, WhenLoaded } from '../../ui/load-retry';
import { useLoad } from '../../ui/use-load';
import { useOnReturn } from '../../ui/use-on-return';
import './borrow.css';
import './borrow-messages';

// The phone check, then the four facial steps, each with the status it starts at.
const STEPS: [MessageKey, number][] = [
  ['route.apiPhoneCheck', 0],
  ...facialSteps.map((s): [MessageKey, number] => [s.titleKey, s.required]),
];

/** Where a borrower not yet certified stands in the certification, and the one button that continues it. */
function Progress({ status }: { status: number }) {
  const at = status <= BizStatus.New ? 0 : STEPS.filter(([, from]) => status >= from).length - 1;
  return (
    <section className="ui-card" aria-labelledby="borrow-cert">
      <h2 id="borrow-cert">{t('route.facialAuth')}</h2>
      <p>{t('borrow.certStep', { n: at + 1, total: STEPS.length, step: t(STEPS[at][0]) })}</p>
      <Button block onClick={() => navigate(homeForStatus(status))}>
        {t('common.next')}
      </Button>
    </section>
  );
}

/** A bill's days in words, by the server's count: `3 days overdue`, else (given `daysLeft`) `5 days left` or `Due today`. */
export function dueWords(overdueDays: number, daysLeft?: number | null): string {
  if (overdueDays > 0) return overdueDays === 1 ? t('borrow.dayOverdue') : t('borrow.daysOverdue', { n: overdueDays });
  if (daysLeft == null) return '';
  return daysLeft === 0 ? t('borrow.dueToday') : daysLeft === 1 ? t('borrow.dayLeft') : t('borrow.daysLeft', { n: daysLeft });
}

/** What Home and Loan start from: the products, the credit limit and the open bill (or `{}`). */
export const loadOffer = (signal: AbortSignal) =>
  Promise.all([fetchProducts({ signal }), fetchCreditInfo({ signal }), fetchOpenBill({ signal })]);

type Load<T> = (signal: AbortSignal) => Promise<T>;

/** `load`'s data through `children` (the loader meanwhile, a retry when it failed), asked again behind it when the page returns to view. */
function Loaded<T>({ load, children }: { load: Load<T>; children: (data: T) => ReactNode }) {
  const loaded = useLoad(load);
  useOnReturn(loaded.refresh);
  return <WhenLoaded load={loaded}>{children}</WhenLoaded>;
}

/**
 * A borrowing page (home, loan, orders): its header, then for a certified borrower `children` with the
 * data of `load` (when given); anyone else (a bookmark, a shared link) sees their certification progress.
 */
export function BorrowPage<T>({
  titleKey,
  noBack,
  load,
  children,
}: {
  titleKey: MessageKey;
  noBack?: boolean;
  load?: Load<T>;
  children: (data: T) => ReactNode;
}) {
  const status = userStatus.value;
  return (
    <>
      <Header title={t(titleKey)} noBack={noBack} />
      <main className="page borrow">
        {status === null ? (
          // The start-up status call is still out, or failed (offline): then a tap asks again.
          statusLoading.value ? (
            <FullScreenLoader />
          ) : (
            <LoadRetry onRetry={retryStatus} />
          )
        ) : isCertified(status) ? (
          load ? (
            <Loaded load={load}>{children}</Loaded>
          ) : (
            children(undefined as T)
          )
        ) : (
          <Progress status={status} />
        )}
      </main>
    </>
  );
}
