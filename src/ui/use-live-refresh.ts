import { useEffect, useRef } from 'react';
import { useOnReturn } from './use-on-return';

/** The waits between refreshes while something is pending: quick at first, then every 30 s. */
export const REFRESH_STEPS_MS = [3000, 5000, 10000, 20000, 30000] as const;

/**
 * Keeps a page's data fresh while it is open: `refresh` (which loads behind what is shown) runs
 * whenever the page returns to view, and, while `pending` (a review, a payout, an open payment
 * code), again after each of REFRESH_STEPS_MS. A return to view starts the waits over; a hidden
 * page asks nothing; leaving the page or nothing pending any more stops it. `refresh` should be stable.
 */
export function useLiveRefresh(pending: boolean, refresh: () => void): void {
  const restart = useRef<() => void>(refresh);
  useEffect(() => {
    restart.current = refresh;
    if (!pending) return;
    let step = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(tick, REFRESH_STEPS_MS[Math.min(step++, REFRESH_STEPS_MS.length - 1)]);
    };
    // A hidden page stops here; its return to view refreshes and schedules again.
    const tick = () => document.visibilityState !== 'hidden' && (refresh(), schedule());
    restart.current = () => {
      step = 0;
      refresh();
      schedule();
    };
    schedule();
    return () => clearTimeout(timer);
  }, [pending, refresh]);
  useOnReturn(useRef(() => restart.current()).current);
}
