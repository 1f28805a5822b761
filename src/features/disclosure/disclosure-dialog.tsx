import { render } from 'preact';
import { formatMoney } from '../../i18n/format';
import { locale, t } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { formatRate } from '../noren/loan-terms';
import { Figures } from './disclosure-statement';
import { SAMPLE as d } from './sample-figures';
import './disclosure-messages';

/** The sample disclosure statement (Truth in Lending Act): the server's quote of the most one can borrow over the longest term, marked as a sample. */
export function SampleDisclosure({ onClose }: { onClose: () => void }) {
  const rate = (bp: number) => formatRate(bp, locale.value);
  const rows: [string, string][] = [
    [t('disclosure.amountFinanced'), formatMoney(d.amountFinanced)],
    [t('disclosure.interest', { rate: rate(d.dailyInterestBp) }), formatMoney(d.interest)],
    [t('disclosure.serviceFee'), formatMoney(d.fees)],
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

/** Opens the sample in a root of its own (from the landing or the sign-in page); resolves once closed. */
export function showSampleDisclosure(): Promise<void> {
  const host = document.body.appendChild(document.createElement('div'));
  return new Promise((resolve) => {
    const close = () => {
      render(null, host);
      host.remove();
      resolve();
    };
    render(<SampleDisclosure onClose={close} />, host);
  });
}
