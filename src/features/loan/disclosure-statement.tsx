import type { Disclosure } from '../../api/contract/borrow';
import { formatDate, formatMoney } from '../../i18n/format';
import { locale, t } from '../../i18n/i18n';
import type { MessageKey } from '../../i18n/message-key';
import { INTL_LOCALE } from '../../i18n/format';
import './borrow-messages';

// The server names its charges by key (server/pricing); an unknown name is shown as sent.
const CHARGES: Record<string, MessageKey> = { serviceFee: 'borrow.chargeServiceFee', interest: 'borrow.chargeInterest' };
const chargeName = (name: string) => (CHARGES[name] ? t(CHARGES[name]) : name);

/** A percentage as the active language writes it (1.5 → "1.5" or "1,5"). */
function pct(n: number): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale.value], { maximumFractionDigits: 2 }).format(n);
}

/**
 * The disclosure statement of PRODUCT.md section 4 (Truth in Lending Act): every figure of the quote,
 * in pesos with the language's grouping. `dueDate` null: the bill is not disbursed yet.
 */
export function DisclosureStatement({ d, dueDate = d.dueDate, headingLevel = 2 }: { d: Disclosure; dueDate?: number | null; headingLevel?: 2 | 4 }) {
  const H = headingLevel === 2 ? 'h2' : 'h4';
  const rows: [string, string][] = [
    [t('borrow.amountFinanced'), formatMoney(d.amount)],
    ...d.charges.map((c): [string, string] => [c.upfront ? t('borrow.deducted', { name: chargeName(c.name) }) : chargeName(c.name), formatMoney(c.amount)]),
    [t('borrow.netProceeds'), formatMoney(d.netProceeds)],
    [t('borrow.totalRepayable'), formatMoney(d.totalRepayable)],
    [t('borrow.costOfCredit'), formatMoney(d.totalRepayable - d.netProceeds)],
    [t('borrow.dueDate'), dueDate === null ? t('borrow.dueDateLater') : formatDate(dueDate)],
    [t('borrow.interestRate'), t('borrow.perMonth', { rate: pct(d.monthlyInterestPct) })],
    [t('borrow.effectiveRate'), t('borrow.perMonth', { rate: pct(d.monthlyEirPct) })],
  ];
  return (
    <section class="borrow-disclosure" aria-label={t('borrow.disclosureTitle')}>
      <H>{t('borrow.disclosureTitle')}</H>
      <Figures rows={rows} />
    </section>
  );
}

/** Labelled figures as a description list, one row each (the disclosure, a bill, the credit limit). */
export function Figures({ rows, class: cls = '' }: { rows: [string, string][]; class?: string }) {
  return (
    <dl class={'borrow-figures ' + cls}>
      {rows.map(([k, v], i) => (
        <div key={i}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
