// Operator commands of the money received (PRODUCT.md section 9): unmatched money and matching it to
// a bill, refunds and recording one sent, and the totals that show every centavo accounted for.
import { fail, iso, type OpsCommand, tableCommand, textAndWholeCommand, wholeNumber } from '../ops-command';
import { createPay } from '../pay/create-pay';
import { listRefunds, listUnmatched, type MoneyTotals, moneyTotals } from './money-repo';
import { matchPayment } from './payment-service';
import { sendRefund } from './refund-service';

/** The totals line: received = applied + overpaid + unmatched, and the refunds sent of the overpaid. */
export async function moneyLine(db: Parameters<typeof moneyTotals>[0]): Promise<string> {
  const t: MoneyTotals = await moneyTotals(db);
  return `money: received ${t.received} = applied ${t.applied} + overpaid ${t.overpaid} + unmatched ${t.unmatched} (refunds sent ${t.refundSent}); centavos`;
}

/** `ops unmatched`: payments to references nobody made, waiting to be matched or sent back. */
export const unmatchedCommand = tableCommand({
  usage: 'unmatched',
  help: 'list payments to a reference nobody made (unmatched money), oldest first; amounts in centavos',
  rows: listUnmatched,
  header: ['eventId', 'reference', 'amount', 'paidAt', 'receivedAt', 'source'],
  row: (e) => [e.event_id, e.reference, e.unmatched, iso(e.paid_at), iso(e.received_at), e.source],
  after: async (rows, db) => [`${rows.length} unmatched: ${rows.reduce((s, e) => s + e.unmatched, 0)} centavos`, await moneyLine(db)],
});

const MATCH_REFUSED = {
  noEvent: (id: string) => `no payment event ${id}; \`unmatched\` lists them`,
  notUnmatched: (id: string) => `payment event ${id} is not unmatched money: it was applied or matched before`,
  noBill: (id: string, bill: number) => `no bill ${bill} for payment event ${id}; \`bills\` lists them`,
};

/** `ops match <eventId> <borrowId>`: applies unmatched money to a bill, as the callback would have; once only. */
export const matchCommand = textAndWholeCommand({
  usage: 'match <eventId> <borrowId>',
  help: 'apply an unmatched payment to a bill, through the same path as a callback (once only)',
  refusal: 'match needs an event id and a bill id, e.g. `match evt_123 12`; `unmatched` and `bills` list them',
  async run({ config, db, clock, out }, eventId, billId) {
    const r = await matchPayment(db, config, eventId, billId, { realNow: clock.realNow(), businessNow: clock.now() });
    if (!r.ok) return fail(out, MATCH_REFUSED[r.why](eventId, billId));
    out(JSON.stringify(r));
    return 0;
  },
});

/** `ops refunds`: every overpayment to send back, pending first. */
export const refundsCommand = tableCommand({
  usage: 'refunds',
  help: 'list refunds of money paid beyond what a bill owed, pending first; amounts in centavos',
  rows: listRefunds,
  header: ['refundId', 'borrowId', 'userId', 'amount', 'status', 'recorded', 'sent', 'eventId'],
  row: (r) => [r.id, r.bill_id, r.user_id, r.amount, r.status, iso(r.created_at), iso(r.sent_at), r.event_id],
  async after(rows, db) {
    const sum = (status: string) => rows.filter((r) => r.status === status).reduce((s, r) => s + r.amount, 0);
    return [`${rows.length} refund(s): pending ${sum('pending')}, sent ${sum('sent')} centavos`, await moneyLine(db)];
  },
});

/** `ops refund <refundId> [--by-hand]`: records a refund sent, through the pay provider where it takes refunds. */
export const refundCommand: OpsCommand = {
  usage: 'refund <refundId> [--by-hand]',
  help: 'record a refund sent: through the payment gateway where it takes refunds; --by-hand when you sent it yourself',
  async run({ config, db, clock, out }, args) {
    const id = wholeNumber(args[0]);
    const byHand = args[1] === '--by-hand';
    if (id === null || id < 1 || args.length > 2 || (args.length === 2 && !byHand))
      return fail(out, 'refund needs a refund id, e.g. `refund 3`; `refunds` lists them');
    const pay = createPay(config, { db, realNow: clock.realNow });
    let r: Awaited<ReturnType<typeof sendRefund>>;
    try {
      r = await sendRefund(db, pay, id, clock.now(), byHand, clock.realNow());
    } catch (e) {
      return fail(
        out,
        `the payment gateway did not confirm refund ${id} (${(e as Error).message}); it is still pending: run \`refund ${id}\` again, which sends it only if the gateway has not made it`,
      );
    }
    if (!r.ok) {
      const why = {
        noRefund: `no refund ${id}; \`refunds\` lists them`,
        alreadySent: `refund ${id} was already sent`,
        beingSent: `refund ${id} is being sent by another run; \`refunds\` shows when it is sent`,
        noProviderRefund: `the payment gateway takes no refunds through this server: send refund ${id} yourself, then run \`refund ${id} --by-hand\``,
      }[r.why];
      return fail(out, why);
    }
    out(
      `refund ${id}: sent ${r.refund.amount} centavos to the borrower of bill ${r.refund.bill_id}${r.providerRef ? ` (${r.providerRef})` : ' (by hand)'}`,
    );
    return 0;
  },
};
