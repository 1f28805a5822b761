import { useRef, useState } from 'preact/hooks';
import { ApiError } from '../../api/catalogue';
import type { ApplyLoanAnswer } from '../../api/contract/borrow';
import { askLocationOnce } from '../../platform/permissions';
import { applyOnce } from './apply-key';

/** Where an application stands for the page: sending, sent (the bill), or unheard (a time-out: tap again). */
export interface Applying<B> {
  pending: boolean;
  unheard: boolean;
  done: ApplyLoanAnswer | null;
  apply: (body: B) => void;
  reset: () => void;
}

/**
 * One Apply button's application: asks for location first (a refusal loses nothing), then sends
 * through {@link applyOnce}, so a tap while pending or after a time-out re-sends the same key.
 */
export function useApply<B>(send: (body: B, key: string) => Promise<ApplyLoanAnswer>): Applying<B> {
  const once = useRef(applyOnce(send)).current;
  const [inFlight, setInFlight] = useState(0);
  const [unheard, setUnheard] = useState(false);
  const [done, setDone] = useState<ApplyLoanAnswer | null>(null);
  const apply = async (body: B) => {
    setInFlight((n) => n + 1);
    setUnheard(false);
    try {
      await askLocationOnce();
      const bill = await once(body);
      setDone((d) => d ?? bill);
    } catch (e) {
      if (e instanceof ApiError && (e.kind === 'timeout' || e.kind === 'network')) setUnheard(true);
    } finally {
      setInFlight((n) => n - 1);
    }
  };
  return { pending: inFlight > 0, unheard, done, apply: (b) => void apply(b), reset: () => setDone(null) };
}
