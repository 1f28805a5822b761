// The push of each notice, sent once: the schedule runs this job in one process per tick, and each
// row is still claimed atomically before its push goes out, so two processes never both send it.
// Nothing is pushed between 22:00 and 06:00 in Manila: those notices wait for the morning.
import { lastLangOf } from '../auth/token-repo';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { type Lang, pickLang } from '../i18n/messages';
import type { Log } from '../log';
import type { PushProvider } from '../push/push-provider';
import { isContactHour } from '../rules/contact-hours';
import type { Job } from '../schedule';
import { SECOND_MS } from '../time';
import { claimPush, endPush, waitingPushes } from './repo';
import { isNoticeKind, renderNotice } from './render';

/** How often waiting pushes are sent. */
export const PUSH_EVERY_MS = 5 * SECOND_MS;
/** At most this many pushes a tick; the rest go on the next. */
const BATCH = 50;

/** What the push job reads and writes. */
export interface PushJobDeps {
  db: Db;
  clock: Clock;
  push: PushProvider;
  log: Log;
}

/** Sends every waiting notice's push once, by day in Manila; answers how many were sent. */
export async function sendWaitingPushes({ db, clock, push, log }: PushJobDeps): Promise<number> {
  // Sending hours follow the borrower's real wall clock, not the development business clock.
  if (!isContactHour(clock.realNow())) return 0;
  let sent = 0;
  for (const row of await waitingPushes(db, BATCH)) {
    if (!(await claimPush(db, row.id))) continue;
    // Read in the app already (or not a notice): a late push would only repeat it.
    if (row.read_at !== null || !isNoticeKind(row.kind)) {
      await endPush(db, row.id, 'none');
      continue;
    }
    const lang: Lang = pickLang(await lastLangOf(db, row.user_id));
    const { title, text } = renderNotice(lang, row.kind, row.params ? JSON.parse(row.params) : {});
    try {
      await push.send({ userId: row.user_id, title, text });
      await endPush(db, row.id, 'sent');
      sent++;
    } catch (e) {
      // A borrower without a device that takes pushes still has the message in the app.
      await endPush(db, row.id, 'failed');
      log.info('push not delivered', { messageId: row.id, error: String(e) });
    }
  }
  return sent;
}

/** The schedule's row of the push job. */
export function messagePushJob(deps: PushJobDeps): Job {
  return { name: 'messagePush', everyMs: PUSH_EVERY_MS, run: () => sendWaitingPushes(deps).then(() => undefined) };
}
