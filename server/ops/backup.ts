// `ops backup <file>`: an online, consistent copy of the SQLite database while the server keeps
// writing, through SQLite's backup API (a copy of the file itself could catch a write half done, and
// would miss what still sits in the -wal file). PostgreSQL has its own tool: pg_dump.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { sqliteFile } from '../db/connection';
import { fail, type OpsCommand } from '../ops-command';

// In WAL mode a reader never blocks the server's writers, so the whole copy is one step: one read
// transaction, one moment's database. Copied in small steps, each write of the server between two
// steps would restart it, and a busy server could keep it from ever finishing.
const ALL_PAGES = 0x7fffffff;

/** Copies the SQLite database at `from` into the new file `to`; answers the pages copied. */
export async function backupSqlite(from: string, to: string): Promise<number> {
  const source = new SQLite(from, { readonly: true, fileMustExist: true, timeout: 5000 });
  try {
    const { totalPages } = await source.backup(to, { progress: () => ALL_PAGES });
    return totalPages;
  } finally {
    source.close();
  }
}

/** `ops backup <file>`. */
export const backupCommand: OpsCommand = {
  usage: 'backup <file>',
  help: 'copy the SQLite database to <file> while the server runs (PostgreSQL: use pg_dump)',
  async run({ config, out }, [file]) {
    if (config.databaseUrl)
      return fail(
        out,
        'the database is PostgreSQL: back it up with pg_dump, e.g. pg_dump --format=custom --file=loan.dump "$DATABASE_URL"',
      );
    if (!file) return fail(out, 'usage: npm run ops -- backup <file>');
    const to = resolve(file);
    if (existsSync(to)) return fail(out, `${to} exists already: name a new file`);
    const pages = await backupSqlite(sqliteFile(config.dataDir), to);
    out(
      `backup written: ${to} (${pages} pages, consistent as of one moment; restore: stop the server, copy it to ${sqliteFile(config.dataDir)})`,
    );
    return 0;
  },
};
