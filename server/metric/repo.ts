// Writes of the tracking API.
import type { Db } from '../db/connection';
import { recentTimes } from '../db/recent-times';
import type { NewMetricEvent, NewMetricInfo } from '../db/schema';

/** Stores one tracking upload. */
export async function saveMetricInfo(db: Db, row: NewMetricInfo): Promise<void> {
  await db.insertInto('metric_info').values(row).execute();
}

/** Stores one tracking event. */
export async function saveMetricEvent(db: Db, row: NewMetricEvent): Promise<void> {
  await db.insertInto('metric_event').values(row).execute();
}

/** Times of the newest `max` rows of `table` stored by this device or address (`column`) after `since`, newest first. */
export function recentMetricTimes(
  db: Db,
  table: 'metric_info' | 'metric_event',
  column: 'device_id' | 'ip',
  value: string,
  since: number,
  max: number,
): Promise<number[]> {
  return recentTimes(db, table, column, value, since, max);
}
