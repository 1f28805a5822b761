// Telling the borrower of every change of the payout account on file: a message in the message
// center and a push where allowed (kind `accountChanged`), written in the transaction that saves the
// change, so it exists exactly when the change does.
import type { Db } from '../db/connection';
import { shownAccountNo } from '../../contract/account-number';
import { notify } from '../message/notify';

/** What the borrower is told about a change of account. */
export interface AccountChangeNote {
  bankName: string;
  /** Masked: only the last 4 digits shown. */
  accountNo: string;
  /** `saved` (on file now), `held` (waiting for the operator), `released` or `refused` (the operator decided). */
  outcome: 'saved' | 'held' | 'released' | 'refused';
  appliesTo: 'now' | 'nextLoan';
  /** What makes this change one event: the held change's id, or the moment it was saved. */
  eventId: string | number;
}

/**
 * Queues the `accountChanged` message once the account on file changed (saved, or a held change
 * released). A held or refused change leaves the account as it was: the page and the operator's
 * decision say so, and the message center's words are only for an account that changed.
 */
export async function tellAccountChanged(trx: Db, userId: number, note: AccountChangeNote, now: number): Promise<void> {
  if (note.outcome !== 'saved' && note.outcome !== 'released') return;
  const params = { bank: note.bankName, account: shownAccountNo(note.accountNo), appliesTo: note.appliesTo };
  await notify(trx, { userId, kind: 'accountChanged', key: `accountChanged:${userId}:${note.outcome}:${note.eventId}`, params }, now);
}
