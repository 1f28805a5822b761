import type { ComponentType } from 'preact';
import type { PageProps } from '../../app/routes';
import type { MessageKey } from '../../i18n/message-key';
import HomePage from './home-page';
import LoanPage from './loan-page';
import OrderPage from './order-page';

// Home, Loan and Orders come in ONE lazy chunk: they share their words, page frame and widgets, and
// one chunk weighs about 660 brotli bytes less on the one-language budget than three (issue 9,
// measured); a borrower opening any of them gets all three, about 2.5 KB more. The route's title
// key names the page (route.home, route.loan, route.order in app/routes.ts).
const pages: Partial<Record<MessageKey, ComponentType<PageProps>>> = {
  'route.home': HomePage,
  'route.loan': LoanPage,
  'route.order': OrderPage,
};

/** The borrowing page of the route: Home, Loan or Orders. */
export default function BorrowPages(props: PageProps) {
  const Page = pages[props.titleKey]!;
  return <Page {...props} />;
}
