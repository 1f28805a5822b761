import { useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../api/catalogue';
import { useSecondsLeft } from '../../ui/use-seconds-left';
import { lock, resendAt, resendFor, triesLeft } from './login-draft';
import { onCheckRefused } from './sign-in-refusal';

/**
 * What every code step shares, for the phone the code went to: the resend countdown (never before
 * `resendFloor`), the lock and the tries left, one check at a time, and the server's word on a wrong
 * code, kept for the code box until the code changes. `alive` turns false once the step is gone.
 */
export function useCodeCheck(phone: string, resendFloor = 0) {
  const [codeRefused, setCodeRefused] = useState<string | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const secondsLeft = useSecondsLeft(Math.max(resendFloor, resendFor.value === phone ? resendAt.value : 0));
  const locked = lock.value?.phone === phone ? lock.value : null;
  const isLocked = useSecondsLeft(locked?.until ?? 0) > 0;
  const tries = triesLeft.value?.phone === phone && !isLocked ? triesLeft.value.n : null;
  const alive = useRef(true);
  const inFlight = useRef(false);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  /** Runs `signIn`; a refusal is kept for the code box. Callers ask `busy()` first. */
  const check = async (signIn: () => Promise<void>) => {
    setSigningIn(true);
    inFlight.current = true;
    try {
      await signIn();
    } catch (e) {
      const refused = onCheckRefused(e as ApiError, phone);
      if (alive.current) setCodeRefused(refused);
    } finally {
      inFlight.current = false;
      if (alive.current) setSigningIn(false);
    }
  };
  // A tap and the SMS auto-fill must not check the same code twice, and a locked phone checks nothing.
  const busy = () => inFlight.current || isLocked;
  return { secondsLeft, locked, isLocked, tries, codeRefused, setCodeRefused, signingIn, alive, busy, check };
}
