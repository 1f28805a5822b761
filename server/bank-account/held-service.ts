// The operator's decision on a change of payout account held because its number is another
// borrower's account: released, the change is saved as the borrower asked (it then reaches what a
// change made now reaches); refused, the account on file stays. Either way the borrower is told.
import type { Db } from '../db/connection';
import { serializable } from '../db/serializable';
import { findOpenBill } from '../bill/repo';
import { maskAccountNo } from './account-rules';
import { findBank } from './banks';
import { changeAppliesTo } from './change-rule';
import { decideChange, findChange } from './held-repo';
import { saveAccount } from './repo';
import { tellAccountChanged } from './tell';

/** Decides held change `id`; answers its status now, or undefined when there is no such change. */
export function decideHeldChange(
  db: Db,
  id: number,
  decision: 'released' | 'refused',
  now: number,
): Promise<{ status: string; decided: boolean } | undefined> {
  return serializable(db, async (trx) => {
    const change = await findChange(trx, id);
    if (!change) return undefined;
    if (!(await decideChange(trx, id, decision, now))) return { status: change.status, decided: false };
    const account = { bankCode: change.bank_code, accountNo: change.account_no, accountName: change.account_name };
    if (decision === 'released') await saveAccount(trx, change.user_id, account, now);
    const appliesTo = changeAppliesTo((await findOpenBill(trx, change.user_id))?.status);
    const bankName = findBank(change.bank_code)?.bankName ?? change.bank_code;
    const note = { bankName, accountNo: maskAccountNo(change.account_no), appliesTo, outcome: decision, eventId: id };
    await tellAccountChanged(trx, change.user_id, note, now);
    return { status: decision, decided: true };
  });
}
