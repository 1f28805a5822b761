// One borrower during the chaos: applies with their own Idempotency-Key (the SAME key again after
// any lost answer, sometimes sent twice at once), waits for the operator, pays a disbursed bill when
// payments exist, and applies again after a rejection or a settled loan, for a few rounds.
import { call, type Outcome, sleep } from './api';
import type { Borrower } from './certify';
import type { Tally } from './tally';

/** A bill the borrower got. */
export interface OwnBill {
  borrowId: string;
  repayId: string;
}

/** What a borrower's run needs. */
export interface BorrowerRun {
  base: string;
  tally: Tally;
  random: () => number;
  /** Past this moment nobody starts anything new. */
  deadline: number;
  /** Applications per borrower; more (up to twice as many) while `busy()`, so the kills meet traffic. */
  rounds: number;
  busy: () => boolean;
  /** Pays a disbursed bill off (repayment on main), or undefined: a disbursed bill ends the run. */
  pay?: (b: Borrower, bill: OwnBill) => Promise<void>;
}

/** Calls until the server answers (a kill only delays it); every answer counts, a 5xx is noted. */
export async function answered(run: BorrowerRun, send: () => Promise<Outcome>, onLost?: () => void): Promise<Outcome & { lost: false }> {
  for (let tries = 0; ; tries++) {
    const out = await send();
    if (!out.lost) {
      // A kill loses calls; it never makes the server answer 5xx.
      if (out.code >= 500) {
        run.tally.counts.serverErrors++;
        run.tally.problems.push(`server error ${out.code}: ${out.msg}`);
      }
      if (out.code < 500) return out;
    } else {
      run.tally.counts.callsLost++;
      onLost?.();
    }
    if (Date.now() > run.deadline + 90_000) throw new Error(`no answer long after the deadline: ${out.lost ? out.error : out.msg}`);
    // Backing off as a real client does: the restarted server is not met by a stampede.
    await sleep(Math.min(1000, 80 * 2 ** tries) + run.random() * 250);
  }
}

async function apply(
  run: BorrowerRun,
  b: Borrower,
  key: string,
  body: { productCode: string; amount: number; term: number; agreementAccepted: boolean },
): Promise<Outcome & { lost: false }> {
  const o = { token: b.token, device: b.device, headers: { 'Idempotency-Key': key } };
  const once = () => run.tally.money(() => call(run.base, 'POST', '/product/applyLoan', body, o));
  return answered(
    run,
    async () => {
      run.tally.counts.applySent++;
      if (run.random() >= 0.3) return once();
      // The same tap twice at once: both must name one bill.
      run.tally.counts.applyDoubleSent++;
      run.tally.counts.applySent++;
      const [x, y] = await Promise.all([once(), once()]);
      for (const out of [x, y])
        if (!out.lost && out.code === 200) run.tally.answer({ userId: b.userId, key, borrowId: out.data.borrowId, amount: body.amount });
      return y.lost ? x : y;
    },
    () => run.tally.counts.applyLost++,
  );
}

/** The borrower's open bill status, or null when none is open. */
async function openStatus(run: BorrowerRun, b: Borrower): Promise<number | null> {
  const out = await answered(run, () => call(run.base, 'GET', '/borrow/borrowStatus', undefined, { token: b.token, device: b.device }));
  return out.data?.borrowId ? Number(out.data.borrowStatus) : null;
}

/** Runs one borrower for `run.rounds` applications at most. */
export async function runBorrower(run: BorrowerRun, b: Borrower): Promise<void> {
  for (let round = 0; (round < run.rounds || run.busy()) && round < 2 * run.rounds && Date.now() < run.deadline; round++) {
    const credit = await answered(run, () => call(run.base, 'GET', '/credit/creditInfo', undefined, { token: b.token, device: b.device }));
    const steps = Math.floor((Math.min(credit.data.availableLimit, 1_000_000) - 100_000) / 10_000);
    if (steps < 0) return;
    const amount = 100_000 + 10_000 * Math.floor(run.random() * (steps + 1));
    const key = `chaos-${b.index}-${round}-${Math.floor(run.random() * 1e9)}`;
    const out = await apply(run, b, key, { productCode: 'QUICK', amount, term: run.random() < 0.5 ? 7 : 14, agreementAccepted: true });
    if (out.code !== 200) {
      run.tally.counts.applyRefused++;
      run.tally.problems.push(`borrower ${b.index} refused: ${out.code} ${out.msg}`);
      return;
    }
    run.tally.answer({ userId: b.userId, key, borrowId: out.data.borrowId, amount });
    const bill: OwnBill = { borrowId: out.data.borrowId, repayId: out.data.repayId };
    // The operator decides; a rejected bill closes, a disbursed one is paid (or ends the run).
    for (;;) {
      const status = await openStatus(run, b);
      if (status === null) break;
      if (status === 40) {
        if (!run.pay) return;
        await run.pay(b, bill);
        break;
      }
      if (Date.now() > run.deadline + 90_000) throw new Error(`bill ${bill.borrowId} still ${status} long after the deadline`);
      await sleep(300);
    }
  }
}
