import { useState } from 'react';
import type { PageProps } from '../../router/page-props';
import type { CreditInfo, CurrentBill as CurrentBillAnswer, OpenBill, Product } from '../../../contract/borrow';
import { BorrowStatus } from '../../../contract/common';
import { fetchCarousel } from '../../api/public';
import { formatMoney } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { navigate } from '../../router/navigate';
import { Button } from '../../ui/button';
import { useLoad } from '../../ui/use-load';
import { Figures } from '../../ui/disclosure/disclosure-statement';
import { BorrowPage, loadOffer } from './borrow-page';
import { CurrentBill } from './current-bill';
import { LoanGuide } from './loan-guide';
import { NewLimit } from './new-limit';

// The carousel is decoration: Home never waits for it, and without it (an older server, a failure)
// Home still shows everything else.
const loadSlides = (signal: AbortSignal) => fetchCarousel({ signal, quiet: true });

/**
 * The current bill: once disbursed, what is owed and Repay; the wait-for-loan block while it is under
 * review (10) or awaiting disbursement (20); a failed disbursement (70) named, with Orders where it is
 * fixed; nothing without one.
 */
function BillBlock({ bill }: { bill: OpenBill }) {
  if (!('borrowStatus' in bill)) return null;
  const s = bill.borrowStatus;
  const waiting = s === BorrowStatus.Review || s === BorrowStatus.Approved;
  // `in` does not narrow away the empty answer's index signature.
  if (s === BorrowStatus.Repaying || s === BorrowStatus.Overdue) return <CurrentBill bill={bill as CurrentBillAnswer} />;
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
const CustomerInfo = ({ credit }: { credit: CreditInfo }) => (
  <Figures
    rows={[
      [t('borrow.creditLimit'), formatMoney(credit.creditLimit)],
      [t('borrow.available'), formatMoney(credit.availableLimit)],
    ]}
  />
);

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

/** The carousel's banners once they arrived; a banner that leads to a new loan has nothing to offer while a bill is open. */
function Slides({ open }: { open: boolean }) {
  const slides = useLoad(loadSlides);
  const shown = (slides.data?.details ?? []).filter((s) => !(open && s.link?.startsWith('#/loan')));
  if (!shown.length) return null;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a list that scrolls sideways must take focus, so arrow keys reach slides without a link (axe: scrollable-region-focusable)
    <ul className="borrow-slides" tabIndex={0} aria-label={t('borrow.slides')}>
      {shown.map((s) => (
        <li key={s.id} className="ui-card">
          <Title text={s.title} href={s.link} />
          <p>{s.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** Home's blocks. */
function Home({ data: [products, credit, bill] }: { data: Awaited<ReturnType<typeof loadOffer>> }) {
  const [guide, setGuide] = useState(false);
  const open = 'borrowStatus' in bill;
  return (
    <>
      <BillBlock bill={bill} />
      <CustomerInfo credit={credit} />
      {/* One open bill per borrower: while it is open there is no new loan to offer (/loan would offer none).
          The products come before the carousel, so Borrow now is on the first screen. */}
      {!open && <Products products={products} locked={credit.locked} />}
      <Slides open={open} />
      <Button variant="secondary" block onClick={() => setGuide(true)}>
        {t('borrow.guideTitle')}
      </Button>
      {guide && <LoanGuide products={products} onClose={() => setGuide(false)} />}
      <NewLimit limit={credit.creditLimit} />
    </>
  );
}
