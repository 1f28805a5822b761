// Every periodic job of the server, each a row of the schedule (schedule.ts runs them, once per
// tick across all processes on PostgreSQL).
import { sweepBills, SWEEP_MS } from './borrow/policy';
import { pruneCertificationRecords } from './certification/housekeeping';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/connection';
import { passOf } from './db/slices';
import { pruneMetricRecords, pruneSignInRecords } from './housekeeping';
import { pruneUploadAttempts } from './http/upload-limit';
import { pruneBatchAttempts } from './batch/routes';
import { prunePhotos } from './identity/housekeeping';
import type { KycProvider } from './identity/kyc-provider';
import type { SmsProvider } from './auth/sms';
import type { Log } from './log';
import { messagePushJob } from './message/push-job';
import type { PushProvider } from './push/push-provider';
import { expireAbandonedReferences } from './repay/code-service';
import { reminderJob } from './reminder/reminder-job';
import { endKeptLoanRecords } from './user/retention';
import type { Job } from './schedule';
import { HOUR_MS, MINUTE_MS } from './time';

/** How often the housekeeping runs. */
export const HOUSEKEEPING_MS = HOUR_MS;
/** Longest a bill sweep pass works: a backlog goes on at the next tick, a second later. */
export const SWEEP_BUDGET_MS = 800;
/** Longest a housekeeping pass works. */
export const HOUSEKEEPING_BUDGET_MS = 5 * MINUTE_MS;

/** What the jobs read and write. */
export interface SweepDeps {
  db: Db;
  clock: Clock;
  config: Config;
  log: Log;
  kyc: Pick<KycProvider, 'discard'>;
  push: PushProvider;
  sms: SmsProvider;
}

/** The bill sweep (overdue marks; in development the automatic decisions), the housekeeping, the messages' pushes and the payment reminders. */
export function sweepJobs(deps: SweepDeps): Job[] {
  return [billSweep(deps), housekeeping(deps), messagePushJob(deps), reminderJob(deps)];
}

/** Overdue marks made or undone, and in development approve-then-disburse, every SWEEP_MS. */
export function billSweep({ db, clock, config, log }: Pick<SweepDeps, 'db' | 'clock' | 'config' | 'log'>): Job {
  return {
    name: 'bills',
    everyMs: SWEEP_MS,
    async run(stopping) {
      // The operator CLI may have moved the development clock since the last pass.
      if (!config.production) await clock.refresh();
      const moves = await sweepBills(db, clock.now(), config.autoDecideMs, passOf(SWEEP_BUDGET_MS, stopping));
      if (moves) log.info('bills moved', { moves });
    },
  };
}

/** Old records pruned, abandoned payment references given up; at start and every hour. */
export function housekeeping({ db, clock, config, log, kyc }: SweepDeps): Job {
  return {
    name: 'housekeeping',
    everyMs: HOUSEKEEPING_MS,
    atStart: true,
    async run(stopping) {
      // One table after another, each a slice at a time: what the budget leaves goes next hour.
      const pass = passOf(HOUSEKEEPING_BUDGET_MS, stopping);
      const counts = [
        // Sign-in and tracking rows are stamped in real time; liveness checks in business time.
        await pruneSignInRecords(db, clock.realNow(), pass),
        await pruneCertificationRecords(db, clock, pass),
        await pruneMetricRecords(db, clock.realNow(), config.metricRetentionDays, pass),
        // A payment reference reserved but never registered (a crash between the two steps) is given up.
        { abandonedReferences: await expireAbandonedReferences(db, clock.realNow(), pass) },
        // Upload and batch counts follow real time; identity photos, business time.
        await pruneUploadAttempts(db, clock.realNow(), pass),
        await pruneBatchAttempts(db, clock.realNow(), pass),
        await prunePhotos({ db, kyc }, clock.now(), pass),
        // An erased account's loan records, kept by law since its erasure, go when that keeping ends.
        { erasedAccountsEnded: await endKeptLoanRecords(db, clock.now(), pass) },
      ];
      // A pass the shutdown cut short says nothing: what it deleted is gone, the rest goes next start.
      if (!stopping.aborted) log.info('housekeeping', Object.assign({}, ...counts));
    },
  };
}
