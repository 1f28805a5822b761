// What a bill's moves tell the borrower: approved, not approved, money sent. Written by moveBill in
// the transaction of the move itself, so a move rolled back (or lost to another mover) tells nothing.
import { shownAccountNo } from '../../contract/account-number';
import type { Bill } from '../db/schema';
import { payoutOf } from '../bank-account/payout';
import { notify } from '../message/notify';

/** The notice of a bill's move, if the borrower is told of it (approve, reject, disburse); each once per bill. */
export async function tellBillMove(trx: Parameters<typeof notify>[0], bill: Bill, event: string, now: number): Promise<void> {
  const base = { userId: bill.user_id, key: `bill:${bill.id}:${event}`, link: '/order' };
  if (event === 'approve') await notify(trx, { ...base, kind: 'approved', params: { amount: bill.amount } }, now);
  else if (event === 'reject') await notify(trx, { ...base, kind: 'rejected' }, now);
  else if (event === 'disburse') {
    // The account the bill recorded as paid (fixed at approval), not the one on file now.
    const payout = await payoutOf(trx, bill.id);
    const params = { amount: bill.net_proceeds, bank: payout?.bankName ?? '', account: payout ? shownAccountNo(payout.accountNo) : '' };
    await notify(trx, { ...base, kind: 'disbursed', params }, now);
  }
}
