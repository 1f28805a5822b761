// Telling a borrower of an event: one message-center row per event key, written in the caller's
// transaction so it exists exactly when the event does; the push follows from the schedule
// (push-job.ts), by day only.
import type { MessageKind } from '../../contract/user';
import type { Db } from '../db/connection';
import { insertNotice } from './repo';
import { isNoticeKind, renderNotice } from './render';

/**
 * One event a borrower is told of: stored once per `key` (across instances and retries), rendered in the reader's language.
 *
 * `params` are raw values, worded at each read: `amount` and names ending in `Amount` are centavos,
 * names ending in `At` or `Date` epoch ms (shown as Manila dates), others are shown as given.
 * What each kind says: approved `{amount}`; rejected `{}`; disbursed `{amount, bank, account}`;
 * paymentReceived `{amount, leftAmount}` (0 left says the loan is paid); refund `{amount, bank,
 * account, status: 'pending' | 'sent'}`; accountChanged `{bank, account, appliesTo: 'now' |
 * 'nextLoan'}`; voucher `{status: 'accepted' | 'rejected'}`; reminder `{amount, dueDate, stage:
 * 'before' | 'today' | 'overdue'}`. `account` is already masked (••••4567). `link` is an app route.
 */
export interface Notice {
  userId: number;
  kind: MessageKind;
  key: string;
  params?: Record<string, string | number>;
  link?: string;
}

/** Records the notice inside the caller's transaction (a repeat of the same key changes nothing); push delivery happens after. */
export async function notify(trx: Db, notice: Notice, now: number): Promise<void> {
  const { kind, key } = notice;
  if (!isNoticeKind(kind)) throw new Error(`a ${kind} message is written by support, not by notify`);
  if (!key || key.length > 200) throw new Error('a notice needs an event key of at most 200 characters');
  const params = notice.params ?? {};
  // The English words are kept with the row for the operator; the borrower reads it in their own language.
  const { title, text } = renderNotice('en', kind, params);
  await insertNotice(trx, {
    userId: notice.userId,
    kind,
    eventKey: key,
    params: JSON.stringify(params),
    link: notice.link ?? null,
    title,
    body: text,
    now,
  });
}
