// `GET /user/myData`: one document of everything held about the caller, built from the rules of
// my-data-rules.ts; secrets and the names of kept files are left out, the account number is masked
// as the app shows it.
import { MY_DATA_SECTIONS, type MyData, type MyDataRow } from '../../contract/user';
import { maskAccountNo } from '../bank-account/account-rules';
import type { Db } from '../db/connection';
import { ownedRows, ownerKeys } from './my-data-repo';
import { SECTION_RULES } from './my-data-rules';

// Columns stored as JSON text, shown as what they hold.
const JSON_COLUMNS = new Set(['disclosure', 'ocr_fields', 'products']);

const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

function shown(row: Record<string, unknown>, omit: readonly string[]): MyDataRow {
  const out: MyDataRow = {};
  for (const [column, value] of Object.entries(row)) {
    if (omit.includes(column)) continue;
    out[camel(column)] = JSON_COLUMNS.has(column) && typeof value === 'string' ? parseJson(value) : value;
  }
  return out;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

// Tables holding an account number: shown masked, as the app shows it.
const ACCOUNT_TABLES = new Set<string>(['bank_account', 'account_change', 'bill_payout']);

/** Everything held about `userId`, as of `now` (business time). */
export async function myData(db: Db, userId: number, now: number): Promise<MyData> {
  const keys = await ownerKeys(db, userId);
  const sections = {} as MyData['sections'];
  for (const name of MY_DATA_SECTIONS) {
    const rule = SECTION_RULES[name];
    const rows = await ownedRows(db, rule.table, rule.owner ?? 'user', keys);
    sections[name] = rows.map((r) => {
      const row = shown(r, rule.omit ?? []);
      if (ACCOUNT_TABLES.has(rule.table) && typeof row.accountNo === 'string') row.accountNo = maskAccountNo(row.accountNo);
      return row;
    });
  }
  const profile = sections.profile[0] ?? {};
  return {
    exportedAt: now,
    sections,
    consents: {
      reminderPush: profile.reminderPush !== 0,
      reminderSms: profile.reminderSms !== 0,
      notificationsSubscribed: sections.notificationSubscriptions.length > 0,
      locationShared: sections.devices.some((d) => d.latitude !== null && d.latitude !== undefined),
    },
  };
}
