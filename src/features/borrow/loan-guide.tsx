import { useState } from 'react';
import type { Product } from '../../../contract/borrow';
import type { GuidanceMsg } from '../../../contract/coupon';
import { applyGuidance, fetchGuidance, fetchQuote } from '../../api/borrow';
import { formatMoney } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { settings } from '../../settings';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { LoadRetry } from '../../ui/load-retry';
import { showToast } from '../../ui/toast';
import { useLoad } from '../../ui/use-load';

type Reserved = GuidanceMsg['products'][number];

/**
 * What a reserved product offers, said plainly: its amount range and terms (the product list), and
 * what the reserved amount costs over its shortest term (the server's quote; left out if it fails).
 */
function GuideProduct({ reserved, product }: { reserved: Reserved; product?: Product }) {
  const term = product ? Math.min(...product.terms) : 0;
  const quote = useLoad(
    term
      ? (signal) => fetchQuote({ productCode: reserved.productCode, amount: reserved.productAmount, term }, { signal, quiet: true })
      : null,
  ).data;
  return (
    <li>
      <h3>{reserved.productName}</h3>
      {product && (
        <p>
          {t('borrow.guideOffer', {
            min: formatMoney(product.minAmount),
            // What the reservation offers (the limit grown by a settled loan), as the charges below are figured on it.
            max: formatMoney(reserved.productAmount),
            minDays: term,
            maxDays: Math.max(...product.terms),
          })}
        </p>
      )}
      {quote && (
        <p>
          {t('borrow.guideCharges', {
            amount: formatMoney(reserved.productAmount),
            n: term,
            fee: formatMoney(quote.charges.reduce((sum, c) => sum + c.amount, 0)),
          })}
        </p>
      )}
    </li>
  );
}

/**
 * The loan-guide dialog (pre-order guidance): the coupon and the products one may reserve, with
 * 'Apply & Get Coupon'. Cancel first turns it into the retention dialog when its build switch is on
 * (the same two actions: leave, or still take the coupon).
 */
export function LoanGuide({ products, onClose }: { products: Product[]; onClose: () => void }) {
  const [stay, setStay] = useState(false);
  const [busy, setBusy] = useState(false);
  const load = useLoad((signal) => fetchGuidance({ signal, quiet: true }));
  const g = load.data;
  const coupon = g ? formatMoney(g.couponAmount) : '';
  // Up to what a product can give: the grown limit may pass every product's own maximum.
  const upTo = g ? Math.min(g.applyTotalAmount, Math.max(0, ...g.products.map((p) => p.productAmount))) : 0;
  const apply = () => {
    setBusy(true);
    // A refusal is the client's toast; the guide stays open for another try.
    applyGuidance({ applyTotalAmount: upTo, products: g!.products.map((p) => p.productCode) }).then(
      (a) => {
        onClose();
        if (a.alreadyReserved) showToast(t('borrow.guideAlready', { coupon }), { kind: 'info', duration: 6000 });
        else showToast(t('borrow.guideDone', { coupon }), { kind: 'success', duration: 6000 });
      },
      () => setBusy(false),
    );
  };
  const cancel = () => (settings.retentionDialog && !stay ? setStay(true) : onClose());
  return (
    <Dialog
      title={t('borrow.guideTitle')}
      onClose={cancel}
      dismiss={t('common.cancel')}
      actions={
        <Button disabled={!g?.products.length} busy={busy} onClick={apply}>
          {t('borrow.guideApply')}
        </Button>
      }
    >
      {stay ? (
        <p>{t('borrow.retentionBody')}</p>
      ) : load.state === 'failed' ? (
        // Said here, with its retry: a passing toast would leave an empty dialog behind.
        <LoadRetry onRetry={load.retry} />
      ) : (
        g && (
          <>
            <p>{t('borrow.guideBody', { amount: formatMoney(upTo), coupon })}</p>
            <ul>
              {g.products.map((p) => (
                <GuideProduct key={p.productCode} reserved={p} product={products.find((x) => x.productCode === p.productCode)} />
              ))}
            </ul>
          </>
        )
      )}
    </Dialog>
  );
}
