import type { Disclosure } from '../../../contract/borrow';
import { formatMoney, formatRate } from '../../i18n/format';
import { formatDate } from '../../i18n/format-date';
import { locale, t } from '../../i18n/i18n';
import './disclosure.css';
import './disclosure-messages';
import { Figures } from '../figures';

export { Figures };

/** A percentage a month (2.57 → "2.57% a month") as the active language writes it. */
export const perMonth = (n: number) => t('disclosure.perMonth', { rate: formatRate(Math.round(n * 100), locale.value) });

/** A charge's name in the active language: the server names its charges by key (server/pricing/quote.ts); an unknown one shows as sent. */
export const chargeName = (name: string) => (name === 'serviceFee' || name === 'interest' ? t(`disclosure.${name}`) : name);

/** Money one way on one screen: every amount with centavos when any of `amounts` has them (₱5,000.00 beside ₱22.50). */
export function moneyOneWay(amounts: readonly number[]): (centavos: number) => string {
  const cents = amounts.some((c) => c % 100 !== 0);
  const mark = formatMoney(1).slice(-3, -2); // the language's decimal mark, as ₱0.01 writes it
  return (c) => formatMoney(c) + (cents && c % 100 === 0 ? `${mark}00` : '');
}

/**
 * The disclosure statement of a quote, a bill or the landing's sample (PRODUCT.md section 4, Truth in
 * Lending Act): `rows` first, then every figure in pesos with the language's grouping. `dueDate` null:
 * set when the money is sent.
 */
export function DisclosureStatement({
  d,
  dueDate = d.dueDate,
  rows = [],
}: {
  d: Disclosure;
  dueDate?: number | null;
  rows?: [string, string][];
}) {
  const money = moneyOneWay([d.amount, d.netProceeds, d.totalRepayable, ...d.charges.map((c) => c.amount)]);
  return (
    <Figures
      rows={[
        ...rows,
        [t('disclosure.amountFinanced'), money(d.amount)],
        // The server names its charges by key (server/pricing/quote.ts); an unknown one shows as sent.
        ...d.charges.map((c): [string, string] => [chargeName(c.name), money(c.amount)]),
        [t('disclosure.netProceeds'), money(d.netProceeds)],
        [t('disclosure.totalRepayable'), money(d.totalRepayable)],
        [t('disclosure.dueDate'), dueDate === null ? t('disclosure.dueLater') : formatDate(dueDate)],
        [t('disclosure.interestRate'), perMonth(d.monthlyInterestPct)],
        [t('disclosure.effectiveRate'), perMonth(d.monthlyEirPct)],
      ]}
    />
  );
}
