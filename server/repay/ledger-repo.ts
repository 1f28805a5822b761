// A bill's ledger row, database first. The row is made the first time a disbursed bill is read or
// paid (from its disclosure), so disbursement itself needs no change.
import type { Disclosure } from '../../contract/borrow';
import type { Db } from '../db/connection';
import type { Bill, BillLedger } from '../db/schema';
import type { OwedNow } from '../borrow/bill-view';
import { perMonthPpm } from '../pricing/caps';
import { findProduct, type PricingConfig } from '../pricing/product';
import { type Ledger, openLedger, owed } from './ledger';
import { overdueDays } from '../rules/manila-days';
import { accrue, rewind } from './penalty';

const fromRow = (r: BillLedger): Ledger => ({
  principal: r.principal,
  interest: r.interest,
  serviceFee: r.service_fee,
  extensionFees: r.extension_fees,
  penalty: r.penalty,
  penaltyDays: r.penalty_days,
  principalPaid: r.principal_paid,
  interestPaid: r.interest_paid,
  penaltyPaid: r.penalty_paid,
  waived: r.waived,
  overpaid: r.overpaid,
});

/** The ledger of a disbursed bill, made from its disclosure the first time. */
export async function loadLedger(db: Db, bill: Bill, now: number): Promise<{ ledger: Ledger; flagged: boolean }> {
  const row = await db.selectFrom('bill_ledger').selectAll().where('bill_id', '=', bill.id).executeTakeFirst();
  if (row) return { ledger: fromRow(row), flagged: row.flagged === 1 };
  const d = JSON.parse(bill.disclosure) as Omit<Disclosure, 'dueDate'>;
  const upfront = d.charges.filter((c) => c.upfront).reduce((s, c) => s + c.amount, 0);
  const ledger = openLedger(bill.amount, bill.total_repayable - bill.amount, upfront);
  await db
    .insertInto('bill_ledger')
    .values({ bill_id: bill.id, principal: ledger.principal, interest: ledger.interest, service_fee: upfront, updated_at: now })
    .onConflict((oc) => oc.column('bill_id').doNothing())
    .execute();
  return { ledger, flagged: false };
}

/** Stores the ledger (and the flag, once set it stays); the bill's `paid` follows the loan paid back (principal and interest). */
export async function saveLedger(db: Db, billId: number, l: Ledger, flagged: boolean, now: number): Promise<void> {
  await db
    .updateTable('bill_ledger')
    .set({
      extension_fees: l.extensionFees,
      penalty: l.penalty,
      penalty_days: l.penaltyDays,
      principal_paid: l.principalPaid,
      interest_paid: l.interestPaid,
      penalty_paid: l.penaltyPaid,
      waived: l.waived,
      overpaid: l.overpaid,
      ...(flagged ? { flagged: 1 } : {}),
      updated_at: now,
    })
    .where('bill_id', '=', billId)
    .execute();
  await db
    .updateTable('bill')
    .set({ paid: l.principalPaid + l.interestPaid })
    .where('id', '=', billId)
    .execute();
}

/** The product's rates of a bill (a product taken off the offer keeps the defaults of none: no penalty, no extension). */
export function ratesOf(pricing: PricingConfig, bill: Bill): { penaltyMonthlyPpm: number; extensionFeePpm: number } {
  const p = findProduct(pricing, bill.product_code);
  return { penaltyMonthlyPpm: perMonthPpm(p?.dailyPenaltyPpm ?? 0), extensionFeePpm: p?.extensionFeePpm ?? 0 };
}

/** The ledger charged with every overdue day up to `now` (stored when a day was added). */
export async function chargedLedger(
  db: Db,
  pricing: PricingConfig,
  bill: Bill,
  now: number,
): Promise<{ ledger: Ledger; flagged: boolean }> {
  const { ledger, flagged } = await loadLedger(db, bill, now);
  const charged = chargedTo(ledger, pricing, bill, now);
  if (charged !== ledger) await saveLedger(db, bill.id, charged, flagged, now);
  return { ledger: charged, flagged };
}

/**
 * The ledger with every overdue day up to `now` charged, or with days after `now` taken back when the
 * development clock went back (the same ledger when there is nothing to change).
 */
function chargedTo(ledger: Ledger, pricing: PricingConfig, bill: Bill, now: number): Ledger {
  if (bill.due_date === null) return ledger;
  const days = overdueDays(bill.due_date, now);
  const ppm = ratesOf(pricing, bill).penaltyMonthlyPpm;
  return days < ledger.penaltyDays ? rewind(ledger, days, ppm) : accrue(ledger, days, ppm);
}

/**
 * What a disbursed bill owes at `now`, overdue days charged, without storing them: the order list
 * and Home read it outside a transaction, so writing the whole ledger back could undo a payment made meanwhile.
 */
export async function owedNow(db: Db, pricing: PricingConfig, bill: Bill, now: number): Promise<OwedNow> {
  const { ledger } = await loadLedger(db, bill, now);
  const due = owed(chargedTo(ledger, pricing, bill, now));
  return { repayable: due.repayable, overdueFee: due.penalty, overdueDays: bill.due_date === null ? 0 : overdueDays(bill.due_date, now) };
}

/** Keeps a payment that could not be applied to the bill whole, flagged for a refund. */
export async function flagOverpaid(db: Db, billId: number, amount: number): Promise<void> {
  await db
    .updateTable('bill_ledger')
    .set({ overpaid: (eb) => eb('overpaid', '+', amount), flagged: 1 })
    .where('bill_id', '=', billId)
    .execute();
}

/** The overpaid centavos of every flagged bill, by bill id. */
export async function flaggedOverpaid(db: Db): Promise<Map<number, number>> {
  const rows = await db.selectFrom('bill_ledger').select(['bill_id', 'overpaid']).where('flagged', '=', 1).execute();
  return new Map(rows.map((r) => [r.bill_id, r.overpaid]));
}
