import { render } from 'react-dom';
import { t } from '../../i18n/i18n';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { DisclosureStatement } from './disclosure-statement';
import { SAMPLE as d } from './sample-figures';
import './disclosure-messages';

/**
 * The sample disclosure statement (Truth in Lending Act): the server's quote of the most one can borrow
 * over the longest term, marked as a sample, shown as every quote is; its term stands for a due date.
 */
export function SampleDisclosure({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title={t('disclosure.title')} onClose={onClose} actions={<Button onClick={onClose}>{t('common.close')}</Button>}>
      <p>{t('disclosure.note')}</p>
      <DisclosureStatement d={{ ...d, dueDate: 0 }} dueDate={null} rows={[[t('disclosure.term'), t('disclosure.days', { n: d.term })]]} />
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
