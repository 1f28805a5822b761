import { type ReactNode, useEffect, useRef, useState } from 'react';
import { t } from '../i18n/i18n';
import { Dialog } from './dialog';

/** Starts a repeating tick and returns the function that stops it. */
export type Ticker = (tick: () => void) => () => void;

const everySecond: Ticker = (tick) => {
  const id = setInterval(tick, 1000);
  return () => clearInterval(id);
};

/** Props of {@link CountdownDialog}. */
export interface CountdownDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  /** Where the count starts; default 10 (spec section 9). */
  seconds?: number;
  /** Called once when the count reaches 0; the dialog has closed itself by then. */
  onEnd: () => void;
  /** The clock; default one tick per second. Tests pass a hand-driven one. */
  ticker?: Ticker;
  /** When given, the dialog can be left before the end: a Close button and Escape call it. */
  onClose?: () => void;
}

/**
 * Modal that counts down (credit evaluation, new limit), then closes and reports the end. Dismissible
 * only with `onClose` (an announcement may be closed; a wait for a decision may not).
 */
export function CountdownDialog({ open, title, children, seconds = 10, onEnd, ticker = everySecond, onClose }: CountdownDialogProps) {
  const [left, setLeft] = useState(seconds);
  const stop = useRef<() => void>(() => {});
  const ended = useRef(false);
  const endRef = useRef(onEnd);
  endRef.current = onEnd;

  useEffect(() => {
    if (!open) return;
    stop.current = ticker(() => setLeft((n) => Math.max(0, n - 1)));
    return () => {
      stop.current();
      setLeft(seconds); // ready to count again the next time it opens
      ended.current = false;
    };
  }, [open]);

  useEffect(() => {
    if (!open || left > 0 || ended.current) return;
    ended.current = true;
    stop.current();
    endRef.current();
  }, [open, left]);

  return (
    <Dialog open={open && left > 0} title={title} onClose={onClose} dismiss={onClose && t('common.close')}>
      {children}
      {/* role=timer is not announced each second; the status line below speaks at the start and at 5 s */}
      <p className="ui-countdown" role="timer">
        {t('common.secondsLeft', { n: left })}
      </p>
      <p className="ui-sr-only" role="status">
        {t('common.secondsLeft', { n: Math.ceil(left / 5) * 5 })}
      </p>
    </Dialog>
  );
}
