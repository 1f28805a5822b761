import { useState } from 'preact/hooks';
import type { GuidanceMsg } from '../../api/contract/coupon';
import { applyGuidance, fetchGuidance } from '../../api/preorder';
import { formatMoney } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { settings } from '../../settings';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Spinner } from '../../ui/loader';
import { useLoad } from '../../ui/use-load';
import '../loan/borrow-messages';

type Step = 'guide' | 'retention' | 'done';

/**
 * The loan-guide dialog (pre-order guidance): the coupon and the products one may reserve, with
 * 'Apply & Get Coupon'. Cancel opens the retention dialog when its build switch is on.
 */
export function LoanGuide({ onClose }: { onClose: () => void }) {
  const [step, setStep] = useState<Step>('guide');
  const [busy, setBusy] = useState(false);
  const guide = useLoad((signal) => fetchGuidance({ signal }));
  const cancel = () => (settings.retentionDialog && step === 'guide' ? setStep('retention') : onClose());
  const apply = async (g: GuidanceMsg) => {
    setBusy(true);
    try {
      await applyGuidance({ applyTotalAmount: g.applyTotalAmount, products: g.products.map((p) => p.productCode) });
      setStep('done');
    } catch {
      // the client showed the server's reason
    } finally {
      setBusy(false);
    }
  };
  const g = guide.data;
  const coupon = g ? formatMoney(g.couponAmount) : '';
  if (step === 'retention') {
    return (
      <Dialog
        open
        title={t('borrow.retentionTitle')}
        onClose={onClose}
        actions={
          <>
            <Button variant="secondary" onClick={onClose}>{t('common.close')}</Button>
            <Button onClick={() => setStep('guide')}>{t('borrow.stay')}</Button>
          </>
        }
      >
        <p>{t('borrow.retentionBody')}</p>
      </Dialog>
    );
  }
  if (step === 'done') {
    return (
      <Dialog open title={t('borrow.guideTitle')} onClose={onClose} actions={<Button onClick={onClose}>{t('common.ok')}</Button>}>
        <p role="status">{t('borrow.guideDone', { coupon })}</p>
      </Dialog>
    );
  }
  return (
    <Dialog
      open
      title={t('borrow.guideTitle')}
      onClose={cancel}
      actions={
        <>
          <Button variant="secondary" onClick={cancel}>{t('common.cancel')}</Button>
          <Button disabled={!g?.products.length} busy={busy} onClick={() => g && void apply(g)}>
            {t('borrow.guideApply')}
          </Button>
        </>
      }
    >
      {guide.state === 'failed' && <Button variant="text" onClick={guide.retry}>{t('common.retry')}</Button>}
      {!g && guide.state !== 'failed' && <Spinner label={t('common.loading')} />}
      {g && (
        <>
          <p>{t('borrow.guideBody', { amount: formatMoney(g.applyTotalAmount), coupon })}</p>
          <ul class="borrow-list">
            {g.products.map((p) => (
              <li key={p.productCode}>
                {p.productName}: {t('borrow.upTo', { amount: formatMoney(p.productAmount) })}
              </li>
            ))}
          </ul>
        </>
      )}
    </Dialog>
  );
}
