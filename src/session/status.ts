import { fetchStatus } from '../api/user';
import { statusLoading, userStatus } from './session';

let inFlight: Promise<number> | null = null;

/**
 * Asks the server for the user's bizStatus (GET /user/status) and stores it. Callers at the same
 * moment (app start and a sign-in) share one request, so the tab bar stays hidden until it answers.
 */
export function refreshStatus(): Promise<number> {
  if (inFlight) return inFlight;
  statusLoading.value = true;
  inFlight = fetchStatus()
    .then(({ bizStatus }) => (userStatus.value = bizStatus))
    .finally(() => {
      inFlight = null;
      statusLoading.value = false;
    });
  return inFlight;
}
