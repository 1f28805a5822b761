import { useState } from 'preact/hooks';
import { fetchBills, fetchCreditInfo, fetchProducts } from '../../api/borrow';
import type { Bill, CreditInfo, ProductList } from '../../api/contract/borrow';
import { applyLoan, applyLoanAgain, fetchQuote } from '../../api/product';
import { formatMoney } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { currentQuery } from '../../router/navigate';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/loader';
import { MoneyInput } from '../../ui/money-input';
import { Select } from '../../ui/select';
import { useLoad } from '../../ui/use-load';
import { ApplySuccess } from './apply-success';
import { DisclosureStatement } from './disclosure-statement';
import { LoanAgreement } from './loan-agreement';
import { useApply } from './use-apply';
import './borrow-messages';

interface Offer {
  products: ProductList;
  credit: CreditInfo;
  /** The last settled loan, which `applyLoan/auto` repeats. */
  last?: Bill;
}

async function loadOffer(signal: AbortSignal): Promise<Offer> {
  const [products, credit, done] = await Promise.all([
    fetchProducts(1, { signal }),
    fetchCreditInfo({ signal }),
    fetchBills(1, { signal, quiet: true }).catch(() => ({ details: [] as Bill[] })),
  ]);
  return { products, credit, last: done.details.find((b) => b.borrowStatus === 30) };
}

// The quote waits for the borrower to stop typing, so a five-digit amount is one call, not five.
const settle = (signal: AbortSignal) => new Promise<void>((ok) => signal.aborted || setTimeout(ok, 300));

/** The loan application: product, amount and term within the available limit, the disclosure, the agreement, Apply. */
export function LoanForm() {
  const offer = useLoad(loadOffer);
  if (offer.state === 'failed') return <Button onClick={offer.retry}>{t('common.retry')}</Button>;
  if (!offer.data) return <Spinner label={t('common.loading')} />;
  return <OfferForm {...offer.data} />;
}

function OfferForm({ products, credit, last }: Offer) {
  // Home's 'Borrow now' names its product in the address (`/loan?product=…`).
  const asked = currentQuery.peek().get('product');
  const [code, setCode] = useState((products.find((p) => p.productCode === asked) ?? products[0])?.productCode ?? '');
  const product = products.find((p) => p.productCode === code);
  const max = Math.min(product?.productAmount ?? 0, credit.availableLimit);
  const [amount, setAmount] = useState<number | null>(max);
  const [term, setTerm] = useState(product?.terms[0] ?? 0);
  const [accepted, setAccepted] = useState(false);
  const application = useApply(applyLoan);
  const again = useApply((_: object, key: string) => applyLoanAgain(key));

  const min = product?.minAmount ?? 0;
  const fits = !!product && !credit.locked && amount !== null && amount >= min && amount <= max && product.terms.includes(term);
  const req = { productCode: code, amount: amount ?? 0, term };
  const range = t('borrow.amountHint', { min: formatMoney(min), max: formatMoney(max) });
  const quote = useLoad(fits ? async (signal) => (await settle(signal), fetchQuote(req, { signal, quiet: true })) : null, [code, amount, term]);

  if (credit.locked) return <p class="borrow-alert" role="alert">{t('order.overdue')}</p>;
  if (!product) return <p>{t('borrow.noProducts')}</p>;
  const change = <T,>(set: (v: T) => void) => (v: T) => (set(v), setAccepted(false)); // a new offer must be accepted anew
  // Another product brings its own largest amount and first term.
  const pick = (c: string) => {
    const p = products.find((x) => x.productCode === c)!;
    setCode(c);
    setAmount(Math.min(p.productAmount, credit.availableLimit));
    setTerm(p.terms[0]);
  };

  return (
    <>
      {last && (
        <Button variant="secondary" block busy={again.pending} onClick={() => again.apply({})}>
          {t('borrow.again', { amount: formatMoney(last.amount), n: last.term })}
        </Button>
      )}
      {products.length > 1 && (
        <Select label={t('borrow.product')} value={code} onChange={change(pick)} options={products.map((p) => ({ value: p.productCode, label: p.productName }))} />
      )}
      {max < min ? (
        <p role="alert">{t('borrow.noRoom')}</p>
      ) : (
        <MoneyInput label={t('borrow.amount')} value={amount} onChange={change(setAmount)} hint={range} error={amount !== null && !fits ? range : undefined} />
      )}
      <Select label={t('borrow.term')} value={String(term)} onChange={(v) => change(setTerm)(Number(v))} options={product.terms.map((d) => ({ value: String(d), label: t('borrow.days', { n: d }) }))} />
      {quote.state === 'loading' && <Spinner label={t('common.loading')} />}
      {quote.state === 'failed' && <Button variant="text" onClick={quote.retry}>{t('common.retry')}</Button>}
      {quote.state === 'done' && quote.data && <DisclosureStatement d={quote.data} />}
      <LoanAgreement checked={accepted} onChange={setAccepted} />
      {!accepted && <p class="borrow-note">{t('borrow.acceptFirst')}</p>}
      <Button block disabled={!accepted || quote.state !== 'done'} onClick={() => application.apply({ ...req, agreementAccepted: true as const })}>
        {t('borrow.apply')}
      </Button>
      <p role="status" class="borrow-note">
        {application.pending ? t('borrow.applying') : application.unheard || again.unheard ? t('borrow.unheard') : ''}
      </p>
      <ApplySuccess open={!!(application.done ?? again.done)} onOk={() => (application.reset(), again.reset())} />
    </>
  );
}
