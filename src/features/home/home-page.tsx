import { useState } from 'preact/hooks';
import type { PageProps } from '../../app/routes';
import { fetchCreditInfo, fetchOpenBill, fetchProducts } from '../../api/borrow';
import { formatMoney } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { navigate } from '../../router/navigate';
import { Button } from '../../ui/button';
import { Header } from '../../ui/header';
import { Spinner } from '../../ui/loader';
import { useLoad } from '../../ui/use-load';
import { CertificationGate } from '../loan/certification-gate';
import { CustomerInfo } from './customer-info';
import { LoanGuide } from './loan-guide';
import { NewLimit } from './new-limit';
import { OpenBillBlock } from './open-bill-block';
import '../loan/borrow.css';
import '../loan/borrow-messages';

// The carousel (`GET /public/carousel`) is left out: the reference server has no such call yet.
const loadHome = (signal: AbortSignal) => Promise.all([fetchProducts(1, { signal }), fetchCreditInfo({ signal }), fetchOpenBill({ signal })]);

function HomeContent() {
  const home = useLoad(loadHome);
  const [guide, setGuide] = useState(false);
  if (home.state === 'failed') return <Button onClick={home.retry}>{t('common.retry')}</Button>;
  if (!home.data) return <Spinner label={t('common.loading')} />;
  const [products, credit, bill] = home.data;
  const open = 'borrowStatus' in bill;
  return (
    <>
      <OpenBillBlock bill={bill} />
      <CustomerInfo credit={credit} />
      <section aria-labelledby="home-products" class="borrow-list">
        <h2 id="home-products">{t('borrow.products')}</h2>
        {!products.length && <p>{t('borrow.noProducts')}</p>}
        {products.map((p) => (
          <article key={p.productCode} class="borrow-card" aria-label={p.productName}>
            <h3>{p.productName}</h3>
            <p class="borrow-big">{t('borrow.upTo', { amount: formatMoney(p.productAmount) })}</p>
            <p>{t('borrow.termRange', { min: Math.min(...p.terms), max: Math.max(...p.terms) })}</p>
            {!open && !credit.locked && <Button block onClick={() => navigate('/loan?product=' + encodeURIComponent(p.productCode))}>{t('borrow.borrowNow')}</Button>}
          </article>
        ))}
      </section>
      <Button variant="secondary" block onClick={() => setGuide(true)}>
        {t('borrow.guideOpen')}
      </Button>
      {guide && <LoanGuide onClose={() => setGuide(false)} />}
      <NewLimit limit={credit.creditLimit} />
    </>
  );
}

/** /home: the current bill, the customer info with the credit limit, recommended products and the loan guide. */
export default function HomePage({ titleKey }: PageProps) {
  return (
    <>
      <Header title={t(titleKey)} noBack />
      <main class="page borrow">
        <CertificationGate>{() => <HomeContent />}</CertificationGate>
      </main>
    </>
  );
}
