import { useLayoutEffect, useRef, useState } from 'react';
import { applyLoan } from '../../api/borrow';
import { ApiError } from '../../api/catalogue';
import type { ApplyLoanAnswer, ApplyLoanRequest } from '../../../contract/borrow';
import { t } from '../../i18n/i18n';
import { whenIdle } from '../../platform/after-load';
import { showToast } from '../../ui/toast';

// The location question (and its permission notice) is a chunk of its own, fetched once the page is
// idle: a start on the Loan page does not download it before the offer shows.
const location = () => import('../../platform/location');

type Reports = typeof import('../../platform/tracking-reports');
/** A tracking upload (spec section 7); its chunk came at start, so this costs no wait and never blocks. */
const track = (send: (m: Reports) => Promise<void>) => void import('../../platform/tracking-reports').then(send).catch(() => {});

/** A fresh `Idempotency-Key`: 128 random bits in hex (getRandomValues works on plain http too, randomUUID does not). */
const newKey = () => [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * One application however often it is sent: a tap makes a key; a tap while it is on its way, or
 * after a time-out or a dropped connection (the client's toast says to try again), sends the SAME
 * key, so the server answers the bill it already made. The key is dropped once an answer is final
 * (a bill or a refusal) or the offer changes (the same key with another body is refused).
 * `apply(null)` repeats the last settled loan. An answer that comes after the page was left says
 * itself in a toast.
 */
export function useApply() {
  const held = useRef<{ key: string; body: string } | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<ApplyLoanAnswer | null>(null);
  const here = useRef(true);
  // A layout effect: its clean-up is in place from the first render, whenever Back comes.
  useLayoutEffect(() => {
    here.current = true;
    whenIdle(() => void location().catch(() => {}));
    return () => {
      here.current = false;
    };
  }, []);
  const apply = async (req: ApplyLoanRequest | null) => {
    const body = JSON.stringify(req);
    if (held.current?.body !== body) {
      held.current = { key: newKey(), body };
      const { productCode, amount, term } = req ?? {};
      track((m) => m.reportApply({ productCode, amount, term, repeat: req === null })); // upload type 60, once per application
    }
    const mine = held.current;
    setPending(true);
    try {
      // A refusal loses nothing (the position goes in the device report), nor does a question that failed to load.
      await location().then(
        (m) => m.askLocationWhenApplying(),
        () => undefined,
      );
      const bill = await applyLoan(req, mine.key);
      track((m) => m.reportLoan({ event: 'applied', borrowId: bill.borrowId })); // upload type 90: the server made the bill
      // Left with Back before the answer: the bill was made all the same, so say so wherever they are.
      if (!here.current) showToast(t('borrow.appliedAway', { orders: t('route.order') }), { kind: 'success', duration: 6000 });
      setDone(bill);
      if (held.current === mine) held.current = null; // a tap after this bill is a new application
    } catch (e) {
      // Only a refusal is final; an answer never heard (time-out, network) may still have made a bill: keep its key.
      if (e instanceof ApiError && e.kind === 'business' && held.current === mine) held.current = null;
    }
    setPending(false);
  };
  return { pending, done, apply, reset: () => setDone(null) };
}
