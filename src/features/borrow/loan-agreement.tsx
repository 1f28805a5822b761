import { type Disclosure, PENALTY_MONTHLY_CAP_PCT } from '../../../contract/borrow';
import { formatMoney } from '../../i18n/format';
import { formatDate } from '../../i18n/format-date';
import { type Locale, locale, t } from '../../i18n/i18n';
import { settings } from '../../settings';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Spinner } from '../../ui/loader';
import { LoadRetry } from '../../ui/load-retry';
import { useLoad } from '../../ui/use-load';
import { chargeName, perMonth } from '../../ui/disclosure/disclosure-statement';

/** The loan agreement in one language (one lazy chunk each): sections of a heading and paragraphs with `{{placeholders}}`. */
export interface AgreementText {
  sections: { heading: string; blocks: string[] }[];
}

/** Loads the agreement for a language; one file per language in ./texts (build/languages.mjs). */
const loadAgreement = async (code: Locale): Promise<AgreementText> => (await import(`./texts/${code}.ts`)).default;

/** The agreement's placeholders from the lender settings and the quote on screen. */
function values(d: Disclosure, term: number): Record<string, string> {
  return {
    lender: settings.lenderName,
    secNo: settings.lenderSecNo,
    caNo: settings.lenderCaNo,
    amount: formatMoney(d.amount),
    charges: d.charges.map((c) => `${chargeName(c.name)} ${formatMoney(c.amount)}`).join(', '),
    net: formatMoney(d.netProceeds),
    total: formatMoney(d.totalRepayable),
    dueDate: formatDate(d.dueDate),
    term: t('disclosure.days', { n: term }),
    interest: perMonth(d.monthlyInterestPct),
    eir: perMonth(d.monthlyEirPct),
    penalty: perMonth(d.monthlyPenaltyPct ?? PENALTY_MONTHLY_CAP_PCT),
  };
}

/** The loan agreement of the offer on screen, to read before accepting it (opening it accepts nothing). */
export function LoanAgreement({ quote, term, onClose }: { quote: Disclosure; term: number; onClose: () => void }) {
  const lang = locale.value;
  const text = useLoad(() => loadAgreement(lang), [lang]);
  const v = values(quote, term);
  const fill = (s: string) => s.replace(/\{\{(\w+)\}\}/g, (m, k: string) => v[k] ?? m);
  return (
    <Dialog title={t('borrow.agreementTitle')} onClose={onClose} actions={<Button onClick={onClose}>{t('common.close')}</Button>}>
      {text.state === 'failed' && <LoadRetry onRetry={text.retry} />}
      {text.data ? (
        <div className="borrow-text">
          {text.data.sections.map((s) => (
            <section key={s.heading}>
              <h3>{s.heading}</h3>
              {s.blocks.map((b) => (
                <p key={b}>{fill(b)}</p>
              ))}
            </section>
          ))}
        </div>
      ) : (
        text.state === 'loading' && <Spinner />
      )}
    </Dialog>
  );
}
