import { render } from 'preact';
import { formatMoney } from '../../i18n/format';
import { locale, t } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Figures } from './disclosure-statement';
import { sampleDisclosure, type SampleTerms } from './sample-disclosure';
import './disclosure-messages';

/** The sample disclosure statement of the landing's product (Truth in Lending Act): every figure, marked as a sample. */
export function SampleDisclosure({ terms, onClose }: { terms: SampleTerms; onClose: () => void }) {
  const d = sampleDisclosure(terms);
  const rate = (bp: number) => terms.formatRate(bp, locale.value);
  const rows: [string, string][] = [
    [t('disclosure.amountFinanced'), formatMoney(d.amountFinanced)],
    [t('disclosure.interest', { rate: rate(terms.dailyInterestBp) }), formatMoney(d.interest)],
    [t('disclosure.fees'), formatMoney(d.fees)],
    [t('disclosure.netProceeds'), formatMoney(d.netProceeds)],
    [t('disclosure.totalRepayable'), formatMoney(d.totalRepayable)],
    [t('disclosure.term'), t('disclosure.days', { n: d.days })],
    [t('disclosure.effectiveRate'), t('disclosure.perMonth', { rate: rate(d.monthlyRateBp) })],
  ];
  return (
    <Dialog open title={t('disclosure.title')} onClose={onClose} actions={<Button onClick={onClose}>{t('common.close')}</Button>}>
      <p>{t('disclosure.note')}</p>
      <Figures rows={rows} />
    </Dialog>
  );
}

/**
 * Opens the sample in a root of its own (from the landing or the sign-in page); resolves once closed.
 * The caller hands over the landing terms, so they stay in the first screen's chunk and are not split off for this one.
 */
export function showSampleDisclosure(terms: SampleTerms): Promise<void> {
  const host = document.body.appendChild(document.createElement('div'));
  return new Promise((resolve) => {
    const close = () => {
      render(null, host);
      host.remove();
      resolve();
    };
    render(<SampleDisclosure terms={terms} onClose={close} />, host);
  });
}
