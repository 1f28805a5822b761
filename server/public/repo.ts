// Reads of the public settings (support contacts) from the setting table.
import type { Db } from '../db/connection';

/** The support contacts shown by the customer-service icon (spec section 3, staffService). */
export interface StaffService {
  serviceWhatsApp: string;
  servicePhone: string;
  serviceEmail: string;
  serviceTime: string;
}

/** Reads the support contacts; a missing one is an empty string. */
export async function readStaffService(db: Db): Promise<StaffService> {
  const rows = await db.selectFrom('setting').select(['key', 'value']).where('key', 'like', 'service.%').execute();
  const get = (key: string) => rows.find((r) => r.key === key)?.value ?? '';
  return {
    serviceWhatsApp: get('service.whatsApp'),
    servicePhone: get('service.phone'),
    serviceEmail: get('service.email'),
    serviceTime: get('service.time'),
  };
}
