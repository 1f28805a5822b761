// The one store of sent codes behaves the same for sign-in (by phone) and the phone check (by
// borrower): the newest code of an owner is the one that counts, a code is used once, a forgotten
// code leaves the send history, and another owner's codes are never mixed in.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { phoneCheckCodes, signInCodes } from '../../../server/auth/code-repo';
import { type Db, openDb } from '../../../server/db/connection';
import { migrateToLatest } from '../../../server/db/migrate';
import { newTestDatabase } from '../harness';

const NOW = Date.UTC(2026, 10, 25);

async function withDb(run: (db: Db, userIds: number[]) => Promise<void>) {
  const dir = mkdtempSync(join(tmpdir(), 'loan-code-repo-'));
  const pg = await newTestDatabase();
  const db = openDb({ dataDir: dir, databaseUrl: pg.url || null });
  try {
    await migrateToLatest(db);
    const ids: number[] = [];
    for (const phone of ['09170000001', '09170000002']) {
      const u = await db
        .insertInto('app_user')
        .values({ phone, biz_status: 10, created_at: NOW })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(u.id);
    }
    await run(db, ids);
  } finally {
    await db.destroy();
    await pg.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A send history in time order (the store does not promise an order). */
const inOrder = (h: { phone: number[]; device: number[] }) => ({
  phone: [...h.phone].sort((a, b) => a - b),
  device: [...h.device].sort((a, b) => a - b),
});

const base = (created_at: number, device_id = 'dev-a') => ({
  phone: '09170000001',
  device_id,
  salt: 's',
  code_hash: `h${created_at}`,
  created_at,
  expires_at: created_at + 300_000,
});

test('sign-in codes: newest counts, used once, forgotten codes leave the history, owners apart', async () => {
  await withDb(async (db) => {
    const first = await signInCodes.insert(db, base(NOW - 2_000));
    const second = await signInCodes.insert(db, base(NOW - 1_000, 'dev-b'));
    await signInCodes.insert(db, { ...base(NOW - 500), phone: '09170000002' });
    assert.is((await signInCodes.latest(db, '09170000001'))?.id, second);
    assert.equal(inOrder(await signInCodes.history(db, '09170000001', 'dev-a', NOW - 10_000)), {
      phone: [NOW - 2_000, NOW - 1_000],
      device: [NOW - 2_000, NOW - 500],
    });
    assert.ok(await signInCodes.use(db, second, NOW));
    assert.not.ok(await signInCodes.use(db, second, NOW), 'a code is used once');
    await signInCodes.remove(db, first);
    assert.equal((await signInCodes.history(db, '09170000001', 'dev-x', NOW - 10_000)).phone, [NOW - 1_000]);
  });
});

test('phone-check codes: the same rules, by borrower', async () => {
  await withDb(async (db, [alice, bob]) => {
    const first = await phoneCheckCodes.insert(db, { ...base(NOW - 2_000), user_id: alice, mode: 'l' });
    const second = await phoneCheckCodes.insert(db, { ...base(NOW - 1_000, 'dev-b'), user_id: alice, mode: 'f' });
    await phoneCheckCodes.insert(db, { ...base(NOW - 500), user_id: bob, mode: 'l' });
    const latest = await phoneCheckCodes.latest(db, alice);
    assert.is(latest?.id, second);
    assert.is(latest?.mode, 'f');
    assert.equal(inOrder(await phoneCheckCodes.history(db, alice, 'dev-a', NOW - 10_000)), {
      phone: [NOW - 2_000, NOW - 1_000],
      device: [NOW - 2_000, NOW - 500],
    });
    assert.ok(await phoneCheckCodes.use(db, second, NOW));
    assert.not.ok(await phoneCheckCodes.use(db, second, NOW), 'a code is used once');
    await phoneCheckCodes.remove(db, first);
    assert.equal((await phoneCheckCodes.history(db, alice, 'dev-x', NOW - 10_000)).phone, [NOW - 1_000]);
    assert.is(await phoneCheckCodes.latest(db, 999_999), undefined);
  });
});

test.run();
