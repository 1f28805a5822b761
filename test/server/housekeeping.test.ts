import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openDb } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import { DEAD_TOKEN_MS, pruneSignInRecords, SIGN_IN_RECORDS_MS } from '../../server/housekeeping';

const NOW = Date.UTC(2026, 10, 25);
const OLD = NOW - SIGN_IN_RECORDS_MS - 1;
const FRESH = NOW - 60_000;

test('sign-in records past their use are removed; those still in a window and live tokens stay', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'loan-housekeeping-'));
  const db = openDb({ dataDir: dir, databaseUrl: null });
  try {
    await migrateToLatest(db);
    const user = await db
      .insertInto('app_user')
      .values({ phone: '09170000001', biz_status: 10, created_at: NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    const code = (created_at: number) => ({
      phone: '09170000001',
      device_id: 'd',
      salt: 's',
      code_hash: 'h' + created_at,
      created_at,
      expires_at: created_at + 300_000,
      used_at: null,
    });
    await db
      .insertInto('otp_code')
      .values([code(OLD), code(FRESH)])
      .execute();
    await db
      .insertInto('partner_task')
      .values([
        { task_hash: 'old', channel: 'p', phone: '09170000001', created_at: OLD, used_at: null },
        { task_hash: 'new', channel: 'p', phone: '09170000001', created_at: FRESH, used_at: null },
      ])
      .execute();
    await db
      .insertInto('ip_attempt')
      .values([
        { ip: '1.2.3.4', kind: 'send', created_at: OLD },
        { ip: '1.2.3.4', kind: 'send', created_at: FRESH },
      ])
      .execute();
    const src = { phone: '09170000001', device_id: 'd', ip: '1.2.3.4' };
    await db
      .insertInto('code_failure')
      .values([
        { ...src, created_at: OLD },
        { ...src, created_at: FRESH },
      ])
      .execute();
    await db
      .insertInto('code_guard')
      .values([
        { ...src, failures: 2, locked_until: null, updated_at: OLD },
        { ...src, ip: '5.6.7.8', failures: 0, locked_until: FRESH + 1, updated_at: FRESH },
      ])
      .execute();
    const token = (token_hash: string, last_used_at: number, revoked_at: number | null) => ({
      token_hash,
      user_id: user.id,
      created_at: OLD,
      last_used_at,
      revoked_at,
    });
    await db
      .insertInto('auth_token')
      .values([
        token('dead', NOW - DEAD_TOKEN_MS - 1, null),
        token('revoked-long-ago', FRESH, OLD),
        token('revoked-today', FRESH, FRESH),
        token('live', FRESH, null),
      ])
      .execute();

    assert.equal(await pruneSignInRecords(db, NOW), {
      otp_code: 1,
      partner_task: 1,
      ip_attempt: 1,
      code_failure: 1,
      code_guard: 1,
      auth_token: 2,
    });
    const left = await db.selectFrom('auth_token').select('token_hash').orderBy('token_hash').execute();
    assert.equal(
      left.map((r) => r.token_hash),
      ['live', 'revoked-today'],
    );
    assert.is((await db.selectFrom('otp_code').selectAll().execute()).length, 1);
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
