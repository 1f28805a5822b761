// `GET /healthz` for a load balancer: 200 when the database answers and every migration this build
// knows is applied, 503 otherwise, and 503 `draining` from the moment SIGTERM starts the drain, so the
// load balancer stops sending before the port closes. Plain JSON, not the envelope: a load balancer
// reads the status only.
import type { Context } from 'hono';
import type { Db } from './db/connection';
import { appliedMigrations } from './db/migrate';
import { migrations } from './db/migrations/index';

/** The health check's collaborators; `draining` is true once the server was told to stop. */
export interface HealthDeps {
  db: Db;
  draining?: () => boolean;
}

/** The handler of `GET /healthz`. */
export function healthCheck({ db, draining }: HealthDeps) {
  const wanted = Object.keys(migrations);
  return async (c: Context) => {
    c.header('Cache-Control', 'no-store');
    if (draining?.()) return c.json({ ok: false, reason: 'draining' }, 503);
    let applied: Set<string>;
    try {
      applied = new Set(await appliedMigrations(db));
    } catch {
      return c.json({ ok: false, reason: 'database unreachable' }, 503);
    }
    const pending = wanted.filter((m) => !applied.has(m));
    if (pending.length) return c.json({ ok: false, reason: 'migrations pending', pending }, 503);
    return c.json({ ok: true, migrations: wanted.length });
  };
}
