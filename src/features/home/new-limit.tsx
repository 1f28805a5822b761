import { useState } from 'preact/hooks';
import { formatMoney } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { CountdownDialog } from '../../ui/countdown-dialog';
import '../loan/borrow-messages';

const SEEN = 'borrow.limitSeen';

function seen(): number | null {
  try {
    const v = localStorage.getItem(SEEN);
    return v === null ? null : Number(v);
  } catch {
    return null;
  }
}

/** The new-limit screen: once the credit limit grew past the one this device last showed, a 10-second countdown announces it. */
export function NewLimit({ limit }: { limit: number }) {
  const [open] = useState(() => {
    const before = seen();
    try {
      localStorage.setItem(SEEN, String(limit));
    } catch {
      // storage blocked: the announcement may show again, which is harmless
    }
    return before !== null && limit > before;
  });
  const [shown, setShown] = useState(open);
  return (
    <CountdownDialog open={shown} title={t('borrow.newLimitTitle')} onEnd={() => setShown(false)}>
      <p>{t('borrow.newLimitBody', { amount: formatMoney(limit) })}</p>
    </CountdownDialog>
  );
}
