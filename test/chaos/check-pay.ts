// After the chaos, the money as stored: every acknowledged callback's event recorded exactly once with
// its amount, nothing recorded that was never acknowledged, each event's money applied, kept as an
// overpayment (a refund) or unmatched, each bill's ledger equal to the events booked to it and its
// refunds equal to its overpayment, to the centavo; money to a reference nobody made is unmatched
// until the operator matched it, then on the bill it was matched to.
import type { Check } from './check-borrow';
import type { CheckDb } from './db';
import type { Tally } from './tally';

interface EventRow {
  event_id: string;
  reference: string;
  amount: number;
  applied: number;
  overpaid: number;
  unmatched: number;
  bill_id: number | null;
  matched_at: number | null;
}

interface LedgerRow {
  bill_id: number;
  principal: number;
  interest: number;
  penalty: number;
  principal_paid: number;
  interest_paid: number;
  penalty_paid: number;
  extension_fees: number;
  waived: number;
  overpaid: number;
  paid: number;
  status: number;
}

/** Money totals the run prints, in centavos. */
export interface Money {
  received: number;
  applied: number;
  overpaid: number;
  unmatched: number;
}

/** The payment checks and the money totals. */
export async function checkPayments(db: CheckDb, tally: Tally): Promise<{ checks: Check[]; money: Money }> {
  const events = await db.rows<EventRow>(
    'select event_id, reference, amount, applied, overpaid, unmatched, bill_id, matched_at from pay_event',
  );
  const byId = new Map(events.map((e) => [e.event_id, e]));
  const recorded: string[] = [];
  for (const a of tally.acknowledged.values()) {
    const e = byId.get(a.eventId);
    if (!e) recorded.push(`acknowledged event ${a.eventId} is not recorded`);
    else if (e.amount !== a.amount || e.reference !== a.reference) recorded.push(`event ${a.eventId} is recorded with other details`);
  }
  const unacknowledged = events
    .filter((e) => !tally.acknowledged.has(e.event_id))
    .map((e) => `event ${e.event_id} was recorded but never acknowledged`);
  const split = events
    .filter((e) => e.applied + e.overpaid + e.unmatched !== e.amount)
    .map((e) => `event ${e.event_id}: ${e.amount} received, ${e.applied} applied + ${e.overpaid} overpaid + ${e.unmatched} unmatched`);
  // Money to a reference nobody made: unmatched whole, or on the bill the operator matched it to (once).
  const orphanRows = await db.rows<{ event_id: string }>(
    'select event_id from pay_event e where not exists (select 1 from repay_code r where r.reference = e.reference)',
  );
  const unmatched: string[] = [];
  for (const { event_id } of orphanRows) {
    const e = byId.get(event_id)!;
    const bill = tally.unmatched.get(event_id);
    if (bill === undefined) unmatched.push(`event ${event_id} names no reference, and the gateway sent none such`);
    else if (tally.matched.has(event_id) !== (e.matched_at !== null))
      unmatched.push(`event ${event_id}: matched ${tally.matched.has(event_id)}, stored ${e.matched_at}`);
    else if (e.matched_at === null && (e.unmatched !== e.amount || e.bill_id !== null))
      unmatched.push(`event ${event_id} is not kept whole as unmatched`);
    else if (e.matched_at !== null && (e.unmatched !== 0 || String(e.bill_id) !== bill))
      unmatched.push(`event ${event_id} matched to bill ${e.bill_id}, not ${bill}`);
  }
  const unbooked = events
    .filter((e) => byId.has(e.event_id) && !orphanRows.some((o) => o.event_id === e.event_id) && (e.bill_id === null || e.unmatched !== 0))
    .map((e) => `event ${e.event_id} paid a reference but is not booked to its bill`);
  const foreign = await db.rows<{ reference: string }>(
    'select r.reference from repay_code r left join bill b on b.id = r.bill_id where b.id is null or b.user_id <> r.user_id',
  );

  // Per bill: what its events applied is what its ledger says was paid; what they kept is its overpayment.
  const perBill = await db.rows<{ bill_id: number; applied: number; overpaid: number }>(
    'select bill_id, sum(applied) as applied, sum(overpaid) as overpaid from pay_event where bill_id is not null group by bill_id',
  );
  const refunds = await db.rows<{ bill_id: number; amount: number }>('select bill_id, sum(amount) as amount from refund group by bill_id');
  const refundOf = new Map(refunds.map((r) => [r.bill_id, r.amount]));
  const ledgers = await db.rows<LedgerRow>('select l.*, b.paid, b.status from bill_ledger l join bill b on b.id = l.bill_id');
  const ledgerOf = new Map(ledgers.map((l) => [l.bill_id, l]));
  const balance: string[] = [];
  for (const p of perBill) {
    const l = ledgerOf.get(p.bill_id);
    if (!l) {
      if (p.applied !== 0) balance.push(`bill ${p.bill_id}: ${p.applied} applied but no ledger`);
      continue;
    }
    const paid = l.principal_paid + l.interest_paid + l.penalty_paid + l.extension_fees - l.waived;
    if (paid !== p.applied) balance.push(`bill ${p.bill_id}: events applied ${p.applied}, ledger paid ${paid}`);
    if (l.overpaid !== p.overpaid) balance.push(`bill ${p.bill_id}: events kept ${p.overpaid} to refund, ledger ${l.overpaid}`);
    if ((refundOf.get(p.bill_id) ?? 0) !== p.overpaid)
      balance.push(`bill ${p.bill_id}: overpaid ${p.overpaid}, refunds ${refundOf.get(p.bill_id) ?? 0}`);
  }
  for (const l of ledgers) {
    if (l.paid !== l.principal_paid + l.interest_paid)
      balance.push(`bill ${l.bill_id}: paid ${l.paid} but ledger ${l.principal_paid + l.interest_paid}`);
    const whole = l.principal_paid === l.principal && l.interest_paid === l.interest && l.penalty_paid === l.penalty;
    if (whole !== (l.status === 30))
      balance.push(`bill ${l.bill_id} is ${l.status} with ${l.principal_paid + l.interest_paid} of ${l.principal + l.interest} paid`);
  }
  const sum = (k: 'amount' | 'applied' | 'overpaid' | 'unmatched') => events.reduce((s, e) => s + e[k], 0);
  const money = { received: sum('amount'), applied: sum('applied'), overpaid: sum('overpaid'), unmatched: sum('unmatched') };
  if (money.received !== money.applied + money.overpaid + money.unmatched)
    balance.push(`received ${money.received} <> applied ${money.applied} + overpaid ${money.overpaid} + unmatched ${money.unmatched}`);
  const ackTotal = [...tally.acknowledged.values()].reduce((s, a) => s + a.amount, 0);
  if (ackTotal !== money.received) balance.push(`the gateway was acknowledged ${ackTotal}, the database received ${money.received}`);

  return {
    money,
    checks: [
      { name: "every acknowledged callback's event is recorded exactly once", failures: recorded },
      { name: 'no event recorded that was never acknowledged', failures: unacknowledged },
      { name: 'each event: received = applied + overpaid + unmatched', failures: split },
      {
        name: 'money to a reference nobody made is unmatched until matched once to its bill; the rest is booked to its bill',
        failures: [...unmatched, ...unbooked],
      },
      {
        name: "every payment reference belongs to its own borrower's bill",
        failures: foreign.map((r) => `reference ${r.reference}`),
      },
      { name: 'the ledger balances to the centavo (bill by bill and in total)', failures: balance },
    ],
  };
}
