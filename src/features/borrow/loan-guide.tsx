import { useState } from 'preact/hooks';
import { applyGuidance, fetchGuidance } from '../../api/borrow';
import { formatMoney } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { settings } from '../../settings';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { useLoad } from '../../ui/use-load';

/**
 * The loan-guide dialog (pre-order guidance): the coupon and the products one may reserve, with
 * 'Apply & Get Coupon'. Cancel first opens the retention dialog when its build switch is on.
 */
export function LoanGuide({ onClose }: { onClose: () => void }) {
  const [step, setStep] = useState<'guide' | 'stay' | 'done'>('guide');
  const [busy, setBusy] = useState(false);
  const g = useLoad((signal) => fetchGuidance({ signal })).data;
  const coupon = g ? formatMoney(g.couponAmount) : '';
  const apply = () => {
    setBusy(true);
    // A refusal is the client's toast; the guide stays open for another try.
    applyGuidance({ applyTotalAmount: g!.applyTotalAmount, products: g!.products.map((p) => p.productCode) }).then(
      () => setStep('done'),
      () => setBusy(false),
    );
  };
  const stay = step === 'stay';
  const cancel = () => (settings.retentionDialog && step === 'guide' ? setStep('stay') : onClose());
  return (
    <Dialog
      open
      title={t(stay ? 'borrow.retentionTitle' : 'borrow.guideTitle')}
      onClose={cancel}
      actions={
        step === 'done' ? (
          <Button onClick={onClose}>{t('common.ok')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={cancel}>
              {t(stay ? 'common.close' : 'common.cancel')}
            </Button>
            <Button disabled={!g?.products.length} busy={busy} onClick={stay ? () => setStep('guide') : apply}>
              {t(stay ? 'borrow.stay' : 'borrow.guideApply')}
            </Button>
          </>
        )
      }
    >
      {stay ? (
        <p>{t('borrow.retentionBody')}</p>
      ) : step === 'done' ? (
        <p role="status">{t('borrow.guideDone', { coupon })}</p>
      ) : (
        g && (
          <>
            <p>{t('borrow.guideBody', { amount: formatMoney(g.applyTotalAmount), coupon })}</p>
            <ul>
              {g.products.map((p) => (
                <li key={p.productCode}>
                  {p.productName}: {formatMoney(p.productAmount)}
                </li>
              ))}
            </ul>
          </>
        )
      )}
    </Dialog>
  );
}
