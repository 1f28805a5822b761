// Repayment during the chaos: the borrower asks for a payment reference (same Idempotency-Key after a
// lost answer), and the "gateway" posts the signed callback until it is acknowledged, sometimes twice
// at once, sometimes again afterwards (a duplicate), now and then for more than the reference asked,
// and now and then to a reference nobody made (unmatched money, for the operator to match to the bill).
import { createHmac } from 'node:crypto';
import { call, sleep } from './api';
import { answered, type BorrowerRun, type OwnBill } from './borrower';
import type { Borrower } from './certify';

/** `Pay-Signature` of PRODUCT.md section 8, written here as a gateway would (not the server's code). */
export function paySignature(secret: string, body: string, nowMs: number): string {
  const t = String(Math.floor(nowMs / 1000));
  return `t=${t},v1=${createHmac('sha256', Buffer.from(secret, 'utf8')).update(`${t}.${body}`, 'utf8').digest('hex')}`;
}

type Delivery = { lost: true } | { lost: false; status: number; duplicate: boolean };

function post(run: BorrowerRun, secret: string, body: string): Promise<Delivery> {
  run.tally.counts.callbacksSent++;
  return run.tally.money(() => postOnce(run, secret, body));
}

async function postOnce(run: BorrowerRun, secret: string, body: string): Promise<Delivery> {
  try {
    const res = await fetch(run.base + '/api/pay/callback', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Pay-Signature': paySignature(secret, body, Date.now()) },
      body,
      signal: AbortSignal.timeout(4000),
    });
    const text = await res.text();
    if (res.status >= 500) return { lost: true };
    return { lost: false, status: res.status, duplicate: res.status === 200 && JSON.parse(text).duplicate === true };
  } catch {
    return { lost: true };
  }
}

/** Delivers one event until acknowledged; records it; answers false when the server refused it. */
async function deliver(
  run: BorrowerRun,
  secret: string,
  event: { eventId: string; reference: string; amount: number; paidAt: number },
  codeAmount: number,
): Promise<boolean> {
  const body = JSON.stringify(event);
  const parallel = run.random() < 0.25;
  const again = run.random() < 0.3;
  for (let tries = 0; ; tries++) {
    let outs: Delivery[];
    if (parallel) {
      run.tally.counts.callbacksParallel++;
      outs = await Promise.all([post(run, secret, body), post(run, secret, body)]);
    } else outs = [await post(run, secret, body)];
    const got = outs.filter((o): o is Delivery & { lost: false } => !o.lost);
    for (const o of got) {
      if (o.status !== 200) {
        run.tally.problems.push(`callback ${event.eventId} refused with HTTP ${o.status}`);
        return false;
      }
      run.tally.acknowledge({ ...event, codeAmount }, o.duplicate);
    }
    if (got.length) break;
    run.tally.counts.callbacksLost++;
    if (Date.now() > run.deadline + 90_000) throw new Error(`callback ${event.eventId} never acknowledged`);
    await sleep(Math.min(1000, 80 * 2 ** tries) + run.random() * 250);
  }
  // The gateway's own retry of an event it already delivered: the server must say duplicate.
  while (again) {
    const o = await post(run, secret, body);
    if (o.lost) {
      await sleep(100);
      continue;
    }
    if (o.status !== 200 || !o.duplicate)
      run.tally.problems.push(`callback ${event.eventId} sent again was not a duplicate (HTTP ${o.status})`);
    else run.tally.acknowledge({ ...event, codeAmount }, true);
    break;
  }
  return true;
}

/** Pays a disbursed bill off in one or two payments; returns once it is settled (or on a refusal, noted). */
export function payer(secret: string): (run: BorrowerRun) => (b: Borrower, bill: OwnBill) => Promise<void> {
  return (run) => async (b, bill) => {
    const o = { token: b.token, device: b.device };
    if (run.random() < 0.35) {
      // The borrower paid with a mistyped reference: the money arrives, matched to nothing yet.
      const event = {
        eventId: `evt-unknown-${b.index}-${bill.borrowId}`,
        reference: `PCZZ${b.index}X${bill.borrowId}`,
        amount: 500 + Math.floor(run.random() * 5000),
        paidAt: Date.now(),
      };
      if (await deliver(run, secret, event, 0)) {
        run.tally.counts.unmatchedSent++;
        run.tally.unmatched.set(event.eventId, bill.borrowId);
      }
    }
    const parts = run.random() < 0.35 ? 2 : 1;
    for (let part = 0; part < 4; part++) {
      const detail = await answered(run, () => call(run.base, 'GET', `/repay/detail/${bill.repayId}`, undefined, o));
      if (detail.code !== 200) return void run.tally.problems.push(`repay detail of bill ${bill.borrowId}: ${detail.code} ${detail.msg}`);
      const repayable: number = detail.data.repayable;
      if (repayable <= 0) return;
      const amount = part === 0 && parts === 2 ? Math.max(1, Math.floor(repayable / 2)) : repayable;
      const key = `repay-${b.index}-${bill.borrowId}-${part}`;
      const body = { repayId: bill.repayId, kind: 'repay', amount, channel: 'gcash' };
      const code = await answered(run, () => call(run.base, 'POST', '/repay/code', body, { ...o, headers: { 'Idempotency-Key': key } }));
      if (code.code !== 200) return void run.tally.problems.push(`repay code of bill ${bill.borrowId}: ${code.code} ${code.msg}`);
      run.tally.counts.codesAsked++;
      const extra = run.random() < 0.1 ? 1234 : 0; // an overpayment now and then: kept to refund
      const event = {
        eventId: `evt-${b.index}-${bill.borrowId}-${part}`,
        reference: code.data.reference,
        amount: amount + extra,
        paidAt: Date.now(),
      };
      if (!(await deliver(run, secret, event, amount))) return;
      const status = await answered(run, () => call(run.base, 'GET', '/borrow/borrowStatus', undefined, o));
      if (!status.data?.borrowId) {
        run.tally.counts.settled++;
        return;
      }
    }
    run.tally.problems.push(`bill ${bill.borrowId} is still open after its payments`);
  };
}
