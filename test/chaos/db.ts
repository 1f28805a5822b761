// The database read directly after the chaos (better-sqlite3 read-only, or one pg client), not
// through the server's code: the checks see what is really stored.
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';

/** Plain SQL (no parameters) on either database; numbers come back as numbers. */
export interface CheckDb {
  kind: 'sqlite' | 'postgres';
  rows<T = Record<string, unknown>>(text: string): Promise<T[]>;
  /** True when the table exists (repayment tables arrive with their migration). */
  hasTable(name: string): Promise<boolean>;
  close(): Promise<void>;
}

// Bigints and counts come from pg as text; every column the checks read is a whole number or text.
const numeric = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [
      k,
      typeof v === 'string' && /^-?\d+$/.test(v) && k !== 'idem_key' && k !== 'event_id' && k !== 'reference' ? Number(v) : v,
    ]),
  );

/** Opens the database the server used: DATABASE_URL, or DATA_DIR/app.db. */
export async function openCheckDb(env: Record<string, string>): Promise<CheckDb> {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    return {
      kind: 'postgres',
      rows: async <T>(text: string) => (await client.query(text)).rows.map(numeric) as T[],
      hasTable: async (name) => (await client.query(`select 1 from information_schema.tables where table_name = '${name}'`)).rowCount === 1,
      close: () => client.end(),
    };
  }
  const sqlite = new SQLite(join(env.DATA_DIR!, 'app.db'), { readonly: true, fileMustExist: true });
  return {
    kind: 'sqlite',
    rows: async <T>(text: string) => sqlite.prepare(text).all() as T[],
    hasTable: async (name) => sqlite.prepare(`select 1 from sqlite_master where type = 'table' and name = '${name}'`).all().length === 1,
    close: async () => void sqlite.close(),
  };
}
