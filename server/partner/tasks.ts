// One-time sign-in tasks (PRODUCT.md section 6): a partner's server creates one naming the
// borrower's phone; the app redeems it once, within 10 minutes, with the channel that created it.
// Creating one never looks the phone up: the partner learns nothing about who has an account.
import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import type { Deps } from '../deps';
import { sha256Hex } from '../hash';
import { AppError } from '../app-error';
import { MINUTE_MS } from '../time';
import { findLiveTask, insertTask, type LiveTaskQuery, useLiveTask } from './partner-task-repo';

/** A task older than this is refused. */
export const TASK_TTL_MS = 10 * MINUTE_MS;

/** Creates a task for the phone and returns its id (the open token); only its hash is stored. */
export async function createPartnerTask({ db }: Deps, channel: string, phone: string, now: number): Promise<string> {
  const taskId = randomBytes(24).toString('base64url');
  await insertTask(db, sha256Hex(taskId), channel, phone, now);
  return taskId;
}

/** A redeemable task: the phone it names and the channel that created it. */
export interface PartnerTask {
  phone: string;
  channel: string;
}

/** Finds a task by its id and channel at `now`, refusing as one when it is not live. */
export type TaskLookup = (db: Db, config: Config, taskId: unknown, channel: unknown, now: number) => Promise<PartnerTask>;

/** The live task with this id and channel (unused, under 10 minutes old), not used up; refuses as redeemPartnerTask does. */
export const liveTask: TaskLookup = (db, config, taskId, channel, now) => liveOrRefuse(findLiveTask, db, config, taskId, channel, now);

/** Uses a task up; refuses unknown channels, and unknown, foreign, used or expired tasks alike. */
export const redeemPartnerTask: TaskLookup = (db, config, taskId, channel, now) =>
  liveOrRefuse(useLiveTask, db, config, taskId, channel, now);

// Reads (or uses up) the live task through `read`, with one refusal for every way it can be wrong.
async function liveOrRefuse(
  read: LiveTaskQuery,
  db: Db,
  config: Config,
  taskId: unknown,
  channel: unknown,
  now: number,
): Promise<PartnerTask> {
  const task = await read(db, taskHash(config, taskId, channel), channel as string, now - TASK_TTL_MS, now);
  if (!task) throw new AppError(400, 'partnerTaskInvalid');
  return task;
}

// The stored hash of a well-formed task id of a configured channel; refuses anything else.
function taskHash(config: Config, taskId: unknown, channel: unknown): string {
  if (typeof channel !== 'string' || !Object.hasOwn(config.partners, channel)) throw new AppError(400, 'partnerUnknownChannel');
  if (typeof taskId !== 'string' || !taskId || taskId.length > 100) throw new AppError(400, 'partnerTaskInvalid');
  return sha256Hex(taskId);
}
