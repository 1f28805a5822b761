// Location is asked when a borrower applies (never at first launch): after the permission notice,
// a granted position goes out in the device report. A refusal changes nothing: the application
// goes on exactly as without it, and it never waits for the report.
import { askLocationOnce, type Outcome } from './permissions';

// The device report loads with the first application (sign-in has it already): never in the page's own
// chunk. It goes only where a position can be read (the browser's grant; its cached fix serves the report).
const sendReport = () =>
  import('./device').then(async (m) => {
    if (await m.grantedPosition()) await m.sendDeviceReport();
  });

/** The loan page calls this as an application is sent; resolves with the answer, never throws, never waits for the report. */
export async function askLocationWhenApplying(
  ask: () => Promise<Outcome> = askLocationOnce,
  report: () => Promise<void> = sendReport,
): Promise<Outcome> {
  let outcome: Outcome;
  try {
    outcome = await ask();
  } catch {
    return 'undecided';
  }
  // Granted now, or asked on an earlier application (granted then or not: the report checks).
  if (outcome === 'granted' || outcome === 'skipped') void report().catch(() => {});
  return outcome;
}
