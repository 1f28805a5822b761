// Writes of the tracking API.
import type { Db } from '../db/connection';
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
export async function recentMetricTimes(
  db: Db,
  table: 'metric_info' | 'metric_event',
  column: 'device_id' | 'ip',
  value: string,
  since: number,
  max: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom(table)
    .select('created_at')
    .where(column, '=', value)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .limit(max)
    .execute();
  return rows.map((r) => Number(r.created_at));
}
