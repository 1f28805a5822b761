import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CERTIFICATION_RECORDS_MS, pruneCertificationRecords } from '../../../server/certification/housekeeping';
import { startTestServer } from '../harness';

test('old phone-check codes and unfinished liveness checks go; fresh ones and finished checks stay', async () => {
  const s = await startTestServer();
  try {
    const { userId } = await s.signIn('09170000001');
    const now = s.clock.now();
    const old = now - CERTIFICATION_RECORDS_MS - 1;
    const code = (created_at: number) => ({
      user_id: userId,
      phone: '09170000001',
      device_id: 'd',
      mode: 'l',
      salt: 's',
      code_hash: 'h',
      created_at,
      expires_at: created_at + 300_000,
      used_at: null,
    });
    await s.db
      .insertInto('phone_check_code')
      .values([code(old), code(now)])
      .execute();
    const tx = (id: string, created_at: number, finished_at: number | null) => ({
      id,
      user_id: userId,
      created_at,
      expires_at: created_at + 600_000,
      image_id: null,
      passed: finished_at ? 1 : null,
      finished_at,
    });
    await s.db
      .insertInto('liveness_tx')
      .values([tx('old-open', old, null), tx('old-done', old, old + 1000), tx('new-open', now, null)])
      .execute();
    assert.equal(await pruneCertificationRecords(s.db, s.clock), { phone_check_code: 1, liveness_tx: 1 });
    assert.equal(
      (await s.db.selectFrom('liveness_tx').select('id').orderBy('id').execute()).map((r) => r.id),
      ['new-open', 'old-done'],
    );
    assert.is((await s.db.selectFrom('phone_check_code').selectAll().execute()).length, 1);
    // `ops clock +2d` ages the liveness check (business time), never the code (real time).
    await s.clock.advanceBusiness(2 * CERTIFICATION_RECORDS_MS);
    assert.equal(await pruneCertificationRecords(s.db, s.clock), { phone_check_code: 0, liveness_tx: 1 });
  } finally {
    await s.close();
  }
});

test.run();
