// The star rule (support-star.ts) applied to this borrower's bills, for the customer-service page.
import { fetchBills } from '../api/borrow';
import { token } from './session';
import { deservesStar } from './support-star';

/**
 * Whether the support email is starred for this borrower (only the customer-service page asks, so the
 * bill calls stay in its chunk). Both bill lists are read quietly: when either call fails (signed out,
 * offline) there is no star, never an error.
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
