// Operator commands of the bills (PRODUCT.md section 5): list them, and approve, reject, disburse or
// fail one through the same state machine as the server, so an impossible move is refused. The list
// shows the money received and flagged, so it sits above repay/.
import { AppError } from '../app-error';
import { translate } from '../i18n/messages';
import { fail, iso, type OpsCommand, wholeNumber } from '../ops-command';
import { moveBillById } from '../borrow/bill-actions';
import { type BillEvent, moveText, statusText } from '../bill/bill-states';
import { owedOf } from './bill-now';
import { shownStatus } from '../borrow/bill-view';
import { flaggedOverpaid } from '../repay/ledger-repo';
import { receivedFor } from '../repay/money-repo';
import { moneyLine } from '../repay/money-ops';
import { listAllBills } from '../bill/repo';
import { payoutOf } from '../bank-account/payout';
import type { Payout } from '../../contract/borrow';

/** A positive whole decimal id from the command line, or undefined. */
function idArg(raw: string | undefined): number | undefined {
  const n = wholeNumber(raw);
  return n !== null && n > 0 ? n : undefined;
}

/** `ops bills [userId]`: bills, newest first, with the status and what is owed now as the app shows them. */
export const billsCommand: OpsCommand = {
  usage: 'bills [userId]',
  help: 'list bills (of one borrower), newest first: status and what is owed now (overdue fee included) as the app shows them; amounts in centavos',
  async run({ config, db, clock, out }, args) {
    const userId = args[0] === undefined ? undefined : idArg(args[0]);
    if (args.length > 1 || (args[0] !== undefined && userId === undefined))
      return fail(out, 'bills takes at most one argument, a user id (a whole number)');
    const bills = await listAllBills(db, userId);
    // Repayment: a payment that did not match its reference flags the bill (overpayment to refund).
    const flagged = await flaggedOverpaid(db);
    const received = await receivedFor(
      db,
      bills.map((b) => b.id),
    );
    out(
      ['borrowId', 'userId', 'status', 'product', 'amount', 'term', 'repayable', 'applied', 'due', 'repayId', 'received', 'flag'].join(
        '\t',
      ),
    );
    const now = clock.now();
    for (const b of bills) {
      const flag = flagged.has(b.id) ? `FLAGGED overpaid ${flagged.get(b.id)}` : '';
      const status = shownStatus(b, now);
      out(
        [
          b.id,
          b.user_id,
          statusText(status),
          b.product_code,
          b.amount,
          b.term,
          (await owedOf(db, config.pricing, b, now)).repayable,
          iso(b.apply_time),
          iso(b.due_date),
          b.repay_id,
          received.get(b.id) ?? 0,
          flag,
        ].join('\t'),
      );
    }
    out(`${bills.length} bill(s)`);
    // Every centavo received is applied, overpaid (a refund) or unmatched (`unmatched`, `refunds`).
    out(await moneyLine(db));
    return 0;
  },
};

/** What `ops disburse` says about where the money went. */
function payoutLine(p: Payout | undefined): string {
  return p ? `sent to ${p.bankName} ${p.accountNo} (${p.accountName}) at ${iso(p.sentAt)}` : 'no payout account on file';
}

function moveCommand(name: string, event: BillEvent, help: string): OpsCommand {
  return {
    usage: `${name} <borrowId>`,
    help: `${help} (${moveText(event)})`,
    async run({ db, clock, out }, args) {
      const id = idArg(args[0]);
      if (args.length !== 1 || id === undefined)
        return fail(out, `${name} needs one bill id (a whole number), e.g. \`${name} 12\`; \`bills\` lists them`);
      try {
        const bill = await moveBillById(db, id, event, 'ops', clock.now());
        out(`bill ${bill.id}: now ${statusText(bill.status)}`);
        if (event === 'disburse') out(payoutLine(await payoutOf(db, bill.id)));
        return 0;
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        const why =
          e.key === 'billTransition'
            ? `cannot ${name} bill ${id}: it is ${statusText(Number(e.params?.status))}`
            : translate('en', e.key, e.params);
        return fail(out, why.trim());
      }
    },
  };
}

/** `ops approve <borrowId>`: under review -> approved. */
export const approveCommand = moveCommand('approve', 'approve', 'approve a bill under review');
/** `ops reject <borrowId>`: under review or failed -> rejected. */
export const rejectCommand = moveCommand('reject', 'reject', 'reject a bill under review, or give up on a failed disbursement');
/** `ops disburse <borrowId>`: approved -> repaying; the due date is set (disbursement day + term); prints the account paid. */
export const disburseCommand = moveCommand(
  'disburse',
  'disburse',
  'record the disbursement of an approved bill to the account fixed at approval, printed; sets its due date',
);
/** `ops fail <borrowId>`: approved -> disbursement failed (the borrower fixes the bank account). */
export const failCommand = moveCommand('fail', 'fail', 'record a failed disbursement (bad bank account)');
