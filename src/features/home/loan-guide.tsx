import { useState } from 'preact/hooks';
import { applyGuidance, fetchGuidance } from '../../api/preorder';
import { formatMoney } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { settings } from '../../settings';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { useLoad } from '../../ui/use-load';
import '../loan/borrow-messages';

/**
 * The loan-guide dialog (pre-order guidance): the coupon and the products one may reserve, with
 * 'Apply & Get Coupon'. Cancel opens the retention dialog when its build switch is on.
 */
export function LoanGuide({ onClose }: { onClose: () => void }) {
  const [step, setStep] = useState<'guide' | 'stay' | 'done'>('guide');
  const [busy, setBusy] = useState(false);
  const g = useLoad((signal) => fetchGuidance({ signal })).data;
  const coupon = g ? formatMoney(g.couponAmount) : '';
  const apply = () => {
    setBusy(true);
    // a refusal is shown by the client; the guide stays open
    applyGuidance({ applyTotalAmount: g!.applyTotalAmount, products: g!.products.map((p) => p.productCode) }).then(() => setStep('done'), () => setBusy(false));
  };
  const cancel = () => (settings.retentionDialog && step === 'guide' ? setStep('stay') : onClose());
  const stay = step === 'stay';
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
            <Button variant="secondary" onClick={cancel}>{t(stay ? 'common.close' : 'common.cancel')}</Button>
            {stay ? (
              <Button onClick={() => setStep('guide')}>{t('borrow.stay')}</Button>
            ) : (
              <Button disabled={!g?.products.length} busy={busy} onClick={apply}>{t('borrow.guideApply')}</Button>
            )}
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
                  {p.productName}: {t('borrow.upTo', { amount: formatMoney(p.productAmount) })}
                </li>
              ))}
            </ul>
          </>
        )
      )}
    </Dialog>
  );
}
