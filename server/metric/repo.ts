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
