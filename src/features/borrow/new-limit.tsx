import { useState } from 'react';
import { formatMoney } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { CountdownDialog } from '../../ui/countdown-dialog';

/** Reads and replaces the limit this device last showed (storage may be blocked: then nothing is announced). */
function grew(limit: number): boolean {
  try {
    const before = localStorage.getItem('borrow.limitSeen');
    localStorage.setItem('borrow.limitSeen', String(limit));
    return before !== null && limit > Number(before);
  } catch {
    return false;
  }
}

/** The new-limit screen: once the credit limit grew past the one this device last showed, the 10-second countdown dialog announces it; Close or Escape end it sooner. */
export function NewLimit({ limit }: { limit: number }) {
  const [open, setOpen] = useState(() => grew(limit));
  return (
    <CountdownDialog open={open} title={t('borrow.newLimitTitle')} onEnd={() => setOpen(false)} onClose={() => setOpen(false)}>
      <p>{formatMoney(limit)}</p>
    </CountdownDialog>
  );
}
