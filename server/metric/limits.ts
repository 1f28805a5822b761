// Tracking is open to anyone (auth 'optional'), so one device or one address must not fill the
// database: rows of the last hour are counted per device and per address before another is stored.
import type { Db } from '../db/connection';
import { AppError } from '../app-error';
import { HOUR_MS, MINUTE_MS, SECOND_MS } from '../time';
import { recentMetricTimes } from './repo';

/** Tracking rows one device may store in an hour (a busy borrower uploads a batch every 20 entries). */
export const METRIC_ROWS_PER_DEVICE_HOUR = 120;
/** Tracking rows one address may store in an hour, whatever the devices (a carrier NAT serves many borrowers). */
export const METRIC_ROWS_PER_ADDRESS_HOUR = 3000;

async function oldestOfFull(db: Db, column: 'device_id' | 'ip', value: string, max: number, since: number): Promise<number | null> {
  const times = (table: 'metric_info' | 'metric_event') => recentMetricTimes(db, table, column, value, since, max);
  const all = [...(await times('metric_info')), ...(await times('metric_event'))].sort((a, b) => b - a);
  return all.length < max ? null : all[max - 1];
}

/** Throws 429 (`metricLimit`, `data.retryAfter` seconds) when the device or the address used up its hour. */
export async function checkMetricLimit(db: Db, deviceId: string | null, ip: string, now: number): Promise<void> {
  const since = now - HOUR_MS;
  const full =
    (deviceId ? await oldestOfFull(db, 'device_id', deviceId, METRIC_ROWS_PER_DEVICE_HOUR, since) : null) ??
    (await oldestOfFull(db, 'ip', ip, METRIC_ROWS_PER_ADDRESS_HOUR, since));
  if (full === null) return;
  const wait = full + HOUR_MS - now;
  throw new AppError(429, 'metricLimit', { minutes: Math.ceil(wait / MINUTE_MS) }, { retryAfter: Math.ceil(wait / SECOND_MS) });
}
