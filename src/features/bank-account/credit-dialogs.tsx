import { useEffect, useRef, useState } from 'react';
import { receiveCertificationCoupon } from '../../api/coupon';
import { fetchCreditInfo } from '../../api/credit';
import type { CreditInfo } from '../../../contract/borrow';
import { formatMoney } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { navigate } from '../../router/navigate';
import { Button } from '../../ui/button';
import { CountdownDialog, type Ticker } from '../../ui/countdown-dialog';
import { Dialog } from '../../ui/dialog';

/** Props of {@link CreditDialogs}. */
export interface CreditDialogsProps {
  /** The clock of the countdown; tests pass a hand-driven one. */
  ticker?: Ticker;
}

/**
 * After certification: the credit-evaluation countdown (10 to 0), then the success dialog with the
 * granted limit; its button claims the new borrower's coupon (once) and opens Home.
 */
export function CreditDialogs({ ticker }: CreditDialogsProps) {
  const [phase, setPhase] = useState<'counting' | 'done'>('counting');
  const [credit, setCredit] = useState<CreditInfo | null>(null);
  const [leaving, setLeaving] = useState(false);
  const claimed = useRef(false);

  // Asked while the countdown runs, so the limit is there when it ends; without it the dialog still congratulates.
  useEffect(() => {
    fetchCreditInfo({ quiet: true }).then(setCredit, () => {});
  }, []);

  const finish = async () => {
    if (claimed.current) return;
    claimed.current = true;
    setLeaving(true);
    try {
      await receiveCertificationCoupon({ quiet: true });
    } catch {
      // the coupon answers the same one on a later claim; Home must not wait for it
    }
    navigate('/home', { replace: true });
  };

  return (
    <>
      <CountdownDialog open={phase === 'counting'} title={t('bank.evaluating')} ticker={ticker} onEnd={() => setPhase('done')}>
        <p>{t('bank.evaluatingBody')}</p>
      </CountdownDialog>
      <Dialog
        open={phase === 'done'}
        title={t('bank.successTitle')}
        actions={
          <Button busy={leaving} onClick={finish}>
            {t('bank.successOk')}
          </Button>
        }
      >
        {credit && (
          <p className="bank-limit">
            {t('bank.successLimit')} <strong>{formatMoney(credit.creditLimit)}</strong>
          </p>
        )}
        <p>{t('bank.successBody')}</p>
      </Dialog>
    </>
  );
}
