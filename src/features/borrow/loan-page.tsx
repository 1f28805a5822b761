import { useState } from 'react';
import type { PageProps } from '../../router/page-props';
import { fetchBills, fetchQuote } from '../../api/borrow';
import { keep } from '../../api/kept';
import { formatMoney } from '../../i18n/format';
import { parsePesos, pesosText } from '../../i18n/parse-pesos';
import { t } from '../../i18n/i18n';
import { currentQuery, navigate } from '../../router/navigate';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/loader';
import { Select } from '../../ui/select';
import { TextInput } from '../../ui/text-input';
import { useLoad } from '../../ui/use-load';
import { DisclosureStatement } from '../../ui/disclosure/disclosure-statement';
import { BorrowPage, loadOffer } from './borrow-page';
import { Applied } from './applied';
import { LoanAgreement } from './loan-agreement';
import { useApply } from './use-apply';
import { BorrowStatus } from '../../../contract/common';

// The last settled loan (30) is what `applyLoan/auto` repeats; without the list there is simply no repeat.
// Kept with the offer, so Loan seen before (or reloaded) shows at once, as Home does.
const loadLoan = keep('loan', (signal: AbortSignal) =>
  Promise.all([
    loadOffer(signal),
    fetchBills(1, { signal, quiet: true }).then(
      (b) => b.details.find((x) => x.borrowStatus === BorrowStatus.Settled),
      () => undefined,
    ),
  ]),
);

/** Whole pesos: the amount field takes no centavos. */
const whole = (c: number) => c - (c % 100);

// The quote waits for the borrower to stop typing, so a five-digit amount is one call, not five.
const settle = (signal: AbortSignal) => new Promise<void>((ok) => signal.aborted || setTimeout(ok, 300));

// After the first application: the notice once, then this device's push subscription (its chunk loads only then).
const enableNotifications = () => void import('../../platform/push').then((m) => m.enableNotifications());

/** The form: product, amount and term within the available limit, the disclosure, the agreement, Apply. */
function LoanForm({ offer: [[products, credit, open], last] }: { offer: Awaited<ReturnType<typeof loadLoan>> }) {
  // Home's Borrow names its product in the address (`/loan?product=…`).
  const [code, setCode] = useState(
    (products.find((p) => p.productCode === currentQuery.peek().get('product')) ?? products[0])?.productCode,
  );
  const product = products.find((p) => p.productCode === code);
  const max = Math.min(product?.productAmount ?? 0, credit.availableLimit);
  // The amount as typed (never lost, even when it is no amount), and what it reads as.
  const [typed, setTyped] = useState(pesosText(whole(max)));
  const amount = parsePesos(typed);
  const [term, setTerm] = useState(product?.terms[0] ?? 0);
  const [accepted, setAccepted] = useState(false);
  const [reading, setReading] = useState(false);
  const app = useApply();
  const min = product?.minAmount ?? 0;
  const fits = amount !== null && amount >= min && amount <= max;
  const req = { productCode: code!, amount: amount ?? 0, term };
  // The last settled loan, when its product is still offered: one tap puts it back on the form, whose statement
  // is then read and accepted as any other (spec section 5), and Apply repeats it through applyLoan/auto.
  const again = last && products.find((p) => p.productName === last.productName);
  const repeat = again && code === again.productCode && amount === last!.amount && term === last!.term;
  const quote = useLoad(product && fits ? async (signal) => (await settle(signal), fetchQuote(req, { signal, quiet: true })) : null, [
    code,
    amount,
    term,
  ]);

  // The answer stays on screen though the offer is asked again behind it once the application settled
  // (it now shows an open bill, and no form).
  if (app.done)
    return (
      <Applied
        answer={app.done}
        netProceeds={quote.data?.netProceeds}
        term={term}
        onOk={() => (app.reset(), navigate('/order'), enableNotifications())}
      />
    );
  if (credit.locked) return <p role="alert">{t('order.overdue')}</p>;
  // One open bill per borrower (the product list then also has nothing that fits).
  if ('borrowStatus' in open)
    return (
      <>
        <p>{t('borrow.noRoom')}</p>
        <a href="#/order">{t('route.order')}</a>
      </>
    );
  if (!product) return <p>{t('borrow.noProduct')}</p>;
  // A changed offer must be accepted anew.
  const change = (c: string, a: string, d: number) => (setCode(c), setTyped(a), setTerm(d), setAccepted(false));
  const range = t('borrow.amountHint', { min: formatMoney(min), max: formatMoney(max) });
  return (
    <>
      <Select
        label={t('borrow.product')}
        value={code!}
        options={products.map((p) => ({ value: p.productCode, label: p.productName }))}
        // Another product brings its own largest amount and first term.
        onChange={(c) => {
          const p = products.find((x) => x.productCode === c)!;
          change(c, pesosText(whole(Math.min(p.productAmount, credit.availableLimit))), p.terms[0]);
        }}
      />
      {max < min ? (
        // The available limit is below this product's minimum.
        <p>{t('borrow.noRoom')}</p>
      ) : (
        <>
          {again && !repeat && (
            <Button variant="secondary" block onClick={() => change(again.productCode, pesosText(last!.amount), last!.term)}>
              {t('borrow.again', { amount: formatMoney(last!.amount), n: last!.term })}
            </Button>
          )}
          <TextInput
            label={t('disclosure.amountFinanced')}
            prefix="₱"
            inputMode="decimal"
            maxLength={12}
            value={typed}
            hint={fits ? range : undefined}
            // Pesos with or without centavos; anything that is not one clear amount is said so, not guessed.
            error={fits ? undefined : amount === null && typed.trim() ? t('borrow.amountFormat') : range}
            transform={(s) => s.replace(/[^\d.,\s]/g, '')}
            onChange={(s) => change(code!, s, term)}
          />
          <Select
            label={t('disclosure.term')}
            value={String(term)}
            options={product.terms.map((d) => ({ value: String(d), label: t('disclosure.days', { n: d }) }))}
            onChange={(d) => change(code!, typed, Number(d))}
          />
          <section className="ui-card" aria-labelledby="loan-disclosure">
            <h2 id="loan-disclosure">{t('disclosure.heading')}</h2>
            {quote.state === 'done' ? (
              <DisclosureStatement d={quote.data!} />
            ) : quote.state === 'failed' ? (
              <>
                <p role="alert">{t('error.loadFailedBody')}</p>
                <Button variant="text" onClick={quote.retry}>
                  {t('common.retry')}
                </Button>
              </>
            ) : (
              quote.state === 'loading' && <Spinner />
            )}
          </section>
          <label className="agreement agreement-row">
            <span className="agreement-box">
              <input type="checkbox" checked={accepted} onChange={(e) => setAccepted(e.currentTarget.checked)} />
            </span>
            {t('borrow.agree')}
          </label>
          {/* Beside the box, apart from its label: reading the agreement never ticks it. */}
          <Button variant="secondary" block disabled={quote.state !== 'done'} onClick={() => setReading(true)}>
            {t('borrow.readAgreement')}
          </Button>
          {reading && quote.data && <LoanAgreement quote={quote.data} term={term} onClose={() => setReading(false)} />}
          <Button
            block
            busy={app.pending}
            disabled={!accepted || quote.state !== 'done'}
            onClick={() => app.apply(repeat ? null : { ...req, agreementAccepted: true })}
          >
            {t('borrow.apply')}
          </Button>
        </>
      )}
    </>
  );
}

/** /loan: choose an offer, read its disclosure statement, accept the agreement, apply once. */
export default function LoanPage({ titleKey }: PageProps) {
  return (
    <BorrowPage titleKey={titleKey} load={loadLoan}>
      {(o) => <LoanForm offer={o} />}
    </BorrowPage>
  );
}
