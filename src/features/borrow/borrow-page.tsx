import type { ReactNode } from 'react';
import { fetchOpenBill, fetchProducts } from '../../api/borrow';
import { fetchCreditInfo } from '../../api/credit';
import { keep } from '../../api/kept';
import type { MessageKey } from '../../i18n/message-key';
import { t } from '../../i18n/i18n';
import { certifiedGate } from '../../session/certified-gate';
import { CertifiedPage } from '../../ui/certified-page';
import './borrow-messages';

/** A bill's days in words, by the server's count: `3 days overdue`, else (given `daysLeft`) `5 days left` or `Due today`. */
export function dueWords(overdueDays: number, daysLeft?: number | null): string {
  if (overdueDays > 0) return overdueDays === 1 ? t('borrow.dayOverdue') : t('borrow.daysOverdue', { n: overdueDays });
  if (daysLeft == null) return '';
  return daysLeft === 0 ? t('borrow.dueToday') : daysLeft === 1 ? t('borrow.dayLeft') : t('borrow.daysLeft', { n: daysLeft });
}

/** What Home and Loan start from: the products, the credit limit and the open bill (or `{}`); kept for the session. */
export const loadOffer = keep('offer', (signal: AbortSignal) =>
  Promise.all([fetchProducts({ signal }), fetchCreditInfo({ signal }), fetchOpenBill({ signal })]),
);

/** A borrowing page (home, loan, orders): a page for certified borrowers with its title and borrowing's words. */
export function BorrowPage<T>({
  titleKey,
  noBack,
  load,
  children,
}: {
  titleKey: MessageKey;
  noBack?: boolean;
  load?: (signal: AbortSignal) => Promise<T>;
  children: (data: T) => ReactNode;
}) {
  return (
    <CertifiedPage title={t(titleKey)} noBack={noBack} gate={certifiedGate()} load={load}>
      {children}
    </CertifiedPage>
  );
}
