// The operator's decision on a payout account held because its number is another borrower's
// account: released, it is saved as the borrower asked (a change then reaches what a change made now
// reaches; a first account at step four certifies the borrower, as saving it would have); refused,
// the account on file stays (at step four: none, the borrower gives another). Either way the borrower is told.
import { completeStep, readStatus } from '../certification/status-repo';
import { stepAllowed } from '../certification/steps';
import { decideCreditLimit } from '../credit/credit-rule';
import { grantCreditLimit } from '../credit/repo';
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
  policy: { creditStartLimit: number },
): Promise<{ status: string; decided: boolean } | undefined> {
  return serializable(db, async (trx) => {
    const change = await findChange(trx, id);
    if (!change) return undefined;
    if (!(await decideChange(trx, id, decision, now))) return { status: change.status, decided: false };
    const account = { bankCode: change.bank_code, accountNo: change.account_no, accountName: change.account_name };
    if (decision === 'released') {
      await saveAccount(trx, change.user_id, account, now);
      if (stepAllowed('bankAccount', await readStatus(trx, change.user_id))) {
        await completeStep(trx, change.user_id, 'bankAccount');
        await grantCreditLimit(trx, change.user_id, decideCreditLimit(policy, { userId: change.user_id }), now);
      }
    }
    const appliesTo = changeAppliesTo((await findOpenBill(trx, change.user_id))?.status);
    const bankName = findBank(change.bank_code)?.bankName ?? change.bank_code;
    const note = { bankName, accountNo: maskAccountNo(change.account_no), appliesTo, outcome: decision, eventId: id };
    await tellAccountChanged(trx, change.user_id, note, now);
    return { status: decision, decided: true };
  });
}
