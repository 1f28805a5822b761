import { useEffect, useState } from 'react';

/**
 * Whole seconds until `until` (epoch ms), re-rendering each second while above zero. Read from the clock at
 * each render, so the render that sets a new `until` already shows its count (and a disabled button).
 */
export function useSecondsLeft(until: number, now: () => number = Date.now): number {
  const left = () => Math.max(0, Math.ceil((until - now()) / 1000));
  const [, setSeconds] = useState(0);
  useEffect(() => {
    if (left() === 0) return;
    const id = setInterval(() => {
      const s = left();
      setSeconds(s);
      if (s === 0) clearInterval(id);
    }, 250); // a quarter second keeps the shown number within a tick of the truth after a background tab
    return () => clearInterval(id);
  }, [until]);
  return left();
}
