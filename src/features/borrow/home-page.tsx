import { useState } from 'react';
import type { PageProps } from '../../router/page-props';
import type { CreditInfo, CurrentBill as CurrentBillAnswer, OpenBill, Product } from '../../../contract/borrow';
import { isBeingRepaid } from '../../../contract/bill-status';
import { BorrowStatus } from '../../../contract/common';
import { keep } from '../../api/kept';
import { fetchCarousel } from '../../api/public';
import { formatMoney } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { routeCheck } from '../../router/link-check';
import { navigate, parseHash } from '../../router/navigate';
import { Button } from '../../ui/button';
import { useLoad } from '../../ui/use-load';
import { Figures, moneyOneWay } from '../../ui/disclosure/disclosure-statement';
import { BorrowPage, loadOffer } from './borrow-page';
import { CurrentBill } from './current-bill';
import { LoanGuide } from './loan-guide';
import { NewLimit } from './new-limit';

// The carousel is decoration: Home never waits for it, and without it (an older server, a failure)
// Home still shows everything else. Asked for once Home painted: starting a request costs a slow phone
// a few milliseconds more before the page shows.
const afterPaint = () => new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
const loadSlides = keep('slides', (signal: AbortSignal) => afterPaint().then(() => fetchCarousel({ signal, quiet: true })));

/**
 * The current bill: once disbursed, what is owed and Repay; the wait-for-loan block while it is under
 * review (10) or awaiting disbursement (20); a failed disbursement (70) named, with Orders where it is
 * fixed; nothing without one.
 */
function BillBlock({ bill, money }: { bill: OpenBill; money: Money }) {
  if (!('borrowStatus' in bill)) return null;
  const s = bill.borrowStatus;
  const waiting = s === BorrowStatus.Review || s === BorrowStatus.Approved;
  // `in` does not narrow away the empty answer's index signature.
  if (isBeingRepaid(s)) return <CurrentBill bill={bill as CurrentBillAnswer} money={money} />;
  return (
    <section className="ui-card" aria-labelledby="home-bill">
      {/* The wait-for-loan block says it is on its way; any other bill is named by its status. */}
      <h2 id="home-bill">{t(waiting ? 'borrow.waitTitle' : `borrow.status${s}`)}</h2>
      {waiting && <p>{t(`borrow.status${s}`)}</p>}
      <a href="#/order">{t('route.order')}</a>
    </section>
  );
}

/** A card's title, a link when it leads somewhere. */
const Title = ({ text, href }: { text: string; href?: string | false }) => <h3>{href ? <a href={href}>{text}</a> : text}</h3>;

/** The customer info block: the credit limit and what is available of it (nothing while locked: the overdue message says why). */
const CustomerInfo = ({ credit, money }: { credit: CreditInfo; money: Money }) => (
  <Figures
    rows={[
      [t('borrow.creditLimit'), money(credit.creditLimit)],
      [t('borrow.available'), money(credit.availableLimit)],
    ]}
  />
);

/** How to raise the limit, in the figures of the lender's growth rule (the server's answer): each loan repaid in full adds to it, up to the cap. */
function RaiseLimit({ credit, money }: { credit: CreditInfo; money: Money }) {
  const how = credit.nextGrowth
    ? t('borrow.raiseLimit', { amount: money(credit.nextGrowth), max: money(credit.limitCap) })
    : credit.creditLimit >= credit.limitCap && t('borrow.limitAtCap');
  return how ? (
    <section className="ui-note" aria-labelledby="raise-limit">
      <h3 id="raise-limit">{t('borrow.raiseLimitTitle')}</h3>
      <p>{how}</p>
    </section>
  ) : null;
}

const toLoan = (p: Product) => navigate('/loan?product=' + encodeURIComponent(p.productCode));

/**
 * The recommended products. Home's one main action is Borrow now, on the first product; each other
 * product is a secondary button of its own name. A locked limit offers none of them.
 */
function Products({ products, locked }: { products: Product[]; locked: boolean }) {
  return (
    <>
      {products.length > 0 && <h2>{t('borrow.products')}</h2>}
      <ul>
        {products.map((p, i) => (
          <li key={p.productCode} className="ui-card">
            <h3>{p.productName}</h3>
            <p>{t('borrow.offer', { amount: formatMoney(p.productAmount), min: Math.min(...p.terms), max: Math.max(...p.terms) })}</p>
            {!locked && (
              <Button variant={i ? 'secondary' : 'primary'} block onClick={() => toLoan(p)}>
                {i ? t('borrow.borrowProduct', { name: p.productName }) : t('borrow.borrowNow')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/** /home: the current bill, the customer info, the carousel, recommended products and the loan guide. */
export default function HomePage({ titleKey }: PageProps) {
  return (
    <BorrowPage titleKey={titleKey} noBack load={loadOffer}>
      {(data) => <Home data={data} />}
    </BorrowPage>
  );
}

/** True when a banner's link leads somewhere: an https address, or an app route its guards open. */
const linkOpens = (link: string) => link.startsWith('https://') || (link.startsWith('#/') && routeCheck.opens(parseHash(link).path));

/** The banner most in view in a sideways list: the nearest to its left edge, or the last once scrolled to the end. */
function inView(list: HTMLElement): number {
  const items = [...list.children];
  if (list.scrollLeft + list.clientWidth >= list.scrollWidth - 1 && list.scrollLeft > 0) return items.length - 1;
  const left = list.getBoundingClientRect().left;
  const gaps = items.map((li) => Math.abs(li.getBoundingClientRect().left - left));
  return gaps.indexOf(Math.min(...gaps));
}

/**
 * The carousel's banners once they arrived, with dots saying which one is in view; a banner that leads
 * to a new loan has nothing to offer while a bill is open, and a link that opens no page is left off.
 */
function Slides({ open }: { open: boolean }) {
  const slides = useLoad(loadSlides);
  const [at, setAt] = useState(0);
  const shown = (slides.data?.details ?? []).filter((s) => !(open && s.link?.startsWith('#/loan')));
  if (!shown.length) return null;
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a list that scrolls sideways must take focus, so arrow keys reach slides without a link (axe: scrollable-region-focusable) */}
      <ul className="borrow-slides" tabIndex={0} aria-label={t('borrow.slides')} onScroll={(e) => setAt(inView(e.currentTarget))}>
        {shown.map((s) => (
          <li key={s.id} className="ui-card">
            <Title text={s.title} href={s.link && linkOpens(s.link) && s.link} />
            <p>{s.text}</p>
          </li>
        ))}
      </ul>
      {/* Seen, not read: a screen reader hears the list's length and moves through it item by item. The
          current dot differs in shape, not only colour; styled here, as the shared stylesheet is first-screen bytes. */}
      {shown.length > 1 && (
        <p className="borrow-dots" aria-hidden="true" style={{ textAlign: 'center', letterSpacing: '0.3em', color: 'var(--c-primary)' }}>
          {shown.map((_, i) => (i === at ? '●' : '○')).join('')}
        </p>
      )}
    </>
  );
}

/** Formats centavos as pesos. */
type Money = (centavos: number) => string;

/** Home's blocks. */
function Home({ data: [products, credit, bill] }: { data: Awaited<ReturnType<typeof loadOffer>> }) {
  const [guide, setGuide] = useState(false);
  const open = 'borrowStatus' in bill;
  // Overdue or locked, what matters is what is owed and Repay: no offers, no next loan to reserve.
  const late = credit.locked || (open && bill.borrowStatus === BorrowStatus.Overdue);
  // One way on the screen: what is owed with centavos gives every figure of Home its centavos.
  const owed =
    open && isBeingRepaid(bill.borrowStatus) ? [(bill as CurrentBillAnswer).repayable, (bill as CurrentBillAnswer).overdueFee] : [];
  const money = moneyOneWay([credit.creditLimit, credit.availableLimit, ...owed]);
  return (
    <>
      <BillBlock bill={bill} money={money} />
      <CustomerInfo credit={credit} money={money} />
      <RaiseLimit credit={credit} money={money} />
      {/* One open bill per borrower: while it is open there is no new loan to offer (/loan would offer none).
          The products come before the carousel, so Borrow now is on the first screen. */}
      {!open && <Products products={products} locked={credit.locked} />}
      {!late && <Slides open={open} />}
      {!late && (
        <Button variant="secondary" block onClick={() => setGuide(true)}>
          {t('borrow.guideTitle')}
        </Button>
      )}
      {guide && <LoanGuide products={products} onClose={() => setGuide(false)} />}
      <NewLimit limit={credit.creditLimit} />
    </>
  );
}
