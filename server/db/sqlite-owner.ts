// SQLite serves one server process: a second one on the same file would run every sweep twice and
// race the first on limits held in memory. The server writes its process id into a lock file next to
// the database; a second server finds it held by a live process and refuses to start. A lock left by
// a process that died (kill -9, a power cut) is taken over. The operator CLI does not take it.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { sqliteFile } from './connection';

/** Thrown when another live server process holds the SQLite database. */
export class SqliteInUseError extends Error {}

/** The lock file of a data folder's database. */
export function ownerFile(dataDir: string): string {
  return `${sqliteFile(dataDir)}.lock`;
}

/** Claims the SQLite database of `dataDir` for this process; answers the release. */
export function claimSqlite(dataDir: string): () => void {
  const file = ownerFile(dataDir);
  const me = `${process.pid} ${hostname()}`;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, me);
      closeSync(fd);
      return () => {
        // Only our own lock: a server that took over a lock we lost is not disturbed.
        if (readOwner(file) === me) rmSync(file, { force: true });
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    const owner = readOwner(file);
    const [pid, host] = (owner ?? '').split(' ');
    if (owner && host === hostname() && Number(pid) !== process.pid && alive(Number(pid)))
      throw new SqliteInUseError(
        `another server process (pid ${pid}) is using the SQLite database ${sqliteFile(dataDir)}: SQLite serves one process. ` +
          `Stop that server first, or run several servers on PostgreSQL (DATABASE_URL). If no server runs, remove ${file}.`,
      );
    // Left behind by a process that is gone: take it over.
    rmSync(file, { force: true });
  }
  throw new SqliteInUseError(`could not take the lock file ${file}`);
}

function readOwner(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it exists, only it is someone else's.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
