// Reads of the public settings (support contacts) from the setting table.
import type { StaffService } from '../../contract/public';
import type { Db } from '../db/connection';

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
