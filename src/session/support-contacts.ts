// What the customer-service page and icon show: the contacts of appConfig and, for a signed-in
// borrower, whether their email subject gets the star.
import { fetchBills } from '../api/borrow';
import type { StaffService } from '../api/contract/public';
import { fetchAppConfig } from '../api/public';
import { token } from './session';
import { deservesStar } from './support-star';

/** The support contacts (`GET /public/appConfig` staffService). */
export async function loadContacts(signal?: AbortSignal): Promise<StaffService> {
  return (await fetchAppConfig({ signal })).staffService;
}

/**
 * Whether the support email is starred for this borrower. Both bill lists are read quietly: when
 * either call fails (signed out, the bill area missing, offline) there is no star, never an error.
 */
export async function loadStar(signal?: AbortSignal): Promise<boolean> {
  if (!token.value) return false;
  try {
    const [open, done] = await Promise.all([fetchBills(0, { quiet: true, signal }), fetchBills(1, { quiet: true, signal })]);
    return deservesStar(open?.details ?? [], done?.details ?? []);
  } catch {
    return false;
  }
}
