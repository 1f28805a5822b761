// Per-network limits on sign-in. The per-device limits trust the client's Device-Id, so attempts are
// also counted per network address. One carrier NAT puts thousands of borrowers behind one address:
// the everyday limit counts per address AND device, and a much higher ceiling per address alone
// stops one machine that makes up device ids.
import type { Db } from '../db/connection';
import type { IpAttemptTable } from '../db/schema';
import { AppError } from '../app-error';
import { HOUR_MS, MINUTE_MS, SECOND_MS } from '../time';
import { nthRecentIpAttempt, recordIpAttempt } from './ip-attempt-repo';

/** Code requests one device may make from one address in an hour. */
export const IP_SENDS_PER_HOUR = 20;
/** Failed code checks one device may make from one address in an hour. */
export const IP_FAILED_CHECKS_PER_HOUR = 30;
/** Code requests one address may make in an hour, whatever the devices (a carrier NAT's ceiling). */
export const IP_SENDS_PER_HOUR_ALL_DEVICES = 300;
/** Failed code checks one address may make in an hour, whatever the devices. */
export const IP_FAILED_CHECKS_PER_HOUR_ALL_DEVICES = 300;

const LIMITS = {
  send: { device: IP_SENDS_PER_HOUR, address: IP_SENDS_PER_HOUR_ALL_DEVICES, key: 'otpIpLimit' },
  check: { device: IP_FAILED_CHECKS_PER_HOUR, address: IP_FAILED_CHECKS_PER_HOUR_ALL_DEVICES, key: 'checkIpLimit' },
} as const;

/** The refusal (code 429) when the address (with this device, or as a whole) used up its hour for `kind`; null otherwise. */
export async function ipLimitRefusal(
  db: Db,
  ip: string,
  deviceId: string,
  kind: IpAttemptTable['kind'],
  now: number,
): Promise<AppError | null> {
  const limit = LIMITS[kind];
  const since = now - HOUR_MS;
  const oldest = (max: number, device?: string) => nthRecentIpAttempt(db, ip, kind, since, max, device);
  const full = (await oldest(limit.device, deviceId)) ?? (await oldest(limit.address));
  if (full === null) return null;
  const wait = full + HOUR_MS - now;
  return new AppError(429, limit.key, { minutes: Math.ceil(wait / MINUTE_MS) }, { retryAfter: Math.ceil(wait / SECOND_MS) });
}

/** Counts one attempt of the address and device. */
export { recordIpAttempt };
