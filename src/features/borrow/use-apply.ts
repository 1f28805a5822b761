import { useRef, useState } from 'preact/hooks';
import { applyLoan } from '../../api/borrow';
import { ApiError } from '../../api/catalogue';
import type { ApplyLoanAnswer, ApplyLoanRequest } from '../../api/contract/borrow';
import { askLocationOnce } from '../../platform/permissions';

/** A fresh `Idempotency-Key`: 128 random bits in hex (getRandomValues works on plain http too, randomUUID does not). */
const newKey = () => [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * One application however often it is sent: a tap makes a key; a tap while it is on its way, or
 * after a time-out or a dropped connection (the client's toast says to try again), sends the SAME
 * key, so the server answers the bill it already made. The key is dropped once an answer is final
 * (a bill or a refusal) or the offer changes (the same key with another body is refused).
 * `apply(null)` repeats the last settled loan.
 */
export function useApply() {
  const held = useRef<{ key: string; body: string } | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<ApplyLoanAnswer | null>(null);
  const apply = async (req: ApplyLoanRequest | null) => {
    const body = JSON.stringify(req);
    if (held.current?.body !== body) held.current = { key: newKey(), body };
    const mine = held.current;
    setPending(true);
    try {
      await askLocationOnce(); // a refusal loses nothing
      setDone(await applyLoan(req, mine.key));
      if (held.current === mine) held.current = null; // a tap after this bill is a new application
    } catch (e) {
      // Only a refusal is final; an answer never heard (time-out, network) may still have made a bill: keep its key.
      if (e instanceof ApiError && e.kind === 'business' && held.current === mine) held.current = null;
    }
    setPending(false);
  };
  return { pending, done, apply, reset: () => setDone(null) };
}
