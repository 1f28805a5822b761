import { useEffect } from 'react';

/**
 * Calls `onReturn` whenever the page comes back into view: the tab or the installed app shown again
 * (visibilitychange), or the page restored from the back-forward cache (pageshow). A list that may
 * have changed meanwhile (a bill disbursed) asks again then. `onReturn` should be stable.
 */
export function useOnReturn(onReturn: () => void): void {
  useEffect(() => {
    const visible = () => document.visibilityState === 'visible' && onReturn();
    const shown = (e: PageTransitionEvent) => e.persisted && onReturn();
    document.addEventListener('visibilitychange', visible);
    window.addEventListener('pageshow', shown);
    return () => {
      document.removeEventListener('visibilitychange', visible);
      window.removeEventListener('pageshow', shown);
    };
  }, [onReturn]);
}
