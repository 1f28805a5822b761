import { useEffect, useRef } from 'react';
import { listenForSmsCode } from './web-otp';

/**
 * WebOTP on demand: `start()` once a code was actually sent (again on a resend), `stop()` after signing in,
 * stopped on unmount. A page that ever asked for WebOTP is out of the back/forward cache for good (aborting on
 * pagehide does not bring it back), so the sign-in page must not ask before there is an SMS to read.
 */
export function useSmsCode(onCode: (code: string) => void): { start: () => void; stop: () => void } {
  const listening = useRef<(() => void) | null>(null);
  const latest = useRef(onCode);
  latest.current = onCode; // the page's current submit, not the one of its first render
  const stop = () => {
    listening.current?.();
    listening.current = null;
  };
  const start = () => {
    stop();
    listening.current = listenForSmsCode((code) => latest.current(code));
  };
  useEffect(() => stop, []);
  return { start, stop };
}
