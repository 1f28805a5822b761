// What the customer-service page and the floating icon show: the support contacts of appConfig.
import type { StaffService } from '../../contract/public';
import { fetchAppConfig } from '../api/public';

/** The support contacts (`GET /public/appConfig` staffService). */
export async function loadContacts(signal?: AbortSignal): Promise<StaffService> {
  return (await fetchAppConfig({ signal })).staffService;
}
