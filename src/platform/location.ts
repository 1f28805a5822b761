// Location is asked when a borrower applies (never at first launch): after the permission notice,
// a granted position goes out in the device report. A refusal changes nothing: the application
// goes on exactly as without it.
import { sendDeviceReport } from './device';
import { askLocationOnce, type Outcome } from './permissions';

/** The loan page calls this as an application is sent; resolves with the answer, never throws, never blocks on a refusal. */
export async function askLocationWhenApplying(
  ask: () => Promise<Outcome> = askLocationOnce,
  report: () => Promise<void> = sendDeviceReport,
): Promise<Outcome> {
  let outcome: Outcome;
  try {
    outcome = await ask();
  } catch {
    return 'undecided';
  }
  // Granted now, or earlier on this device: the report reads the position (device.ts grantedPosition).
  if (outcome === 'granted' || outcome === 'skipped') await report().catch(() => {});
  return outcome;
}
