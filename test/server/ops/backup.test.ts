// `npm run ops -- backup <file>`: a copy of the SQLite database taken by the CLI process while the
// server keeps lending and booking payments is a database of its own, consistent to the centavo.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { opsProcess } from '../../support/ops-process';
import { serverBundle } from '../../support/server-bundle';
import { startTestServer } from '../harness';
import { deliver, disbursedLoan, paid } from '../repay/repay-helpers';

// The CLI as a process of its own, bundled as `npm run ops` runs it.
async function ops(env: Record<string, string>, ...argv: string[]): Promise<{ code: number; out: string }> {
  const { code, text } = await opsProcess(await serverBundle('ops'), { DATABASE_URL: '', TEST_DATABASE_URL: '', ...env }, argv);
  return { code, out: text };
}

test('a backup taken while the server writes opens whole: integrity ok, every payment split to the centavo, every ledger balanced', async () => {
  // Each borrower signs in from a device and address of their own (no per-address limit is reached).
  const s = await startTestServer({ AUTO_DECIDE_MS: '0' }, { clientIp: (c) => c.req.header('Device-Id') ?? '10.0.0.1' });
  try {
    if (s.config.databaseUrl) {
      // On PostgreSQL the command names the tool that does it.
      const pgAnswer = await ops({ DATABASE_URL: s.config.databaseUrl }, 'backup', join(s.dir, 'x.db'));
      assert.is(pgAnswer.code, 1);
      assert.match(pgAnswer.out, 'pg_dump');
      return;
    }
    const file = join(s.dir, 'backup.db');
    const backup = ops({ DATA_DIR: s.config.dataDir }, 'backup', file);
    let done = false;
    void backup.then(() => (done = true));
    // Borrowers keep borrowing and paying (part, in full, more than owed) until the copy is made.
    let loans = 0;
    while (!done) {
      // SQLite answers without a turn of the event loop: let the CLI's exit be heard.
      await new Promise((r) => setTimeout(r, 5));
      const { api, repayId } = await disbursedLoan(s);
      loans++;
      // A part payment, then a transfer of more than the bill owes.
      for (const [amount, sent] of [
        [12_345, 12_345],
        [100_000, 600_000],
      ]) {
        const ref = await api.post('/repay/code', { repayId, kind: 'repay', amount, channel: 'va' }, randomUUID());
        assert.is(ref.code, 200, ref.msg);
        const answer = await deliver(s, paid(ref.data.reference, sent));
        assert.is(answer.status, 200);
      }
    }
    const { code, out } = await backup;
    assert.is(code, 0, out);
    assert.match(out, `backup written: ${file}`);
    assert.ok(loans >= 1, `the server wrote during the backup (${loans} loans)`);

    const copy = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      assert.equal(copy.pragma('integrity_check'), [{ integrity_check: 'ok' }]);
      assert.equal(copy.pragma('foreign_key_check'), []);
      const events = copy.prepare('select amount, applied, overpaid from pay_event').all() as {
        amount: number;
        applied: number;
        overpaid: number;
      }[];
      assert.ok(events.length > 0, 'payments made before the backup are in it');
      for (const e of events) assert.is(e.applied + e.overpaid, e.amount, 'each payment split to the centavo');
      const unbalanced = copy
        .prepare(
          `select l.bill_id from bill_ledger l join bill b on b.id = l.bill_id
           left join (select r.bill_id, sum(e.applied) as applied, sum(e.overpaid) as overpaid
                      from pay_event e join repay_code r on r.reference = e.reference group by r.bill_id) p on p.bill_id = l.bill_id
           where b.paid <> l.principal_paid + l.interest_paid
              or coalesce(p.applied, 0) <> l.principal_paid + l.interest_paid + l.penalty_paid - l.waived
              or coalesce(p.overpaid, 0) <> l.overpaid`,
        )
        .all();
      assert.equal(unbalanced, [], 'every ledger matches the payments booked on it');
    } finally {
      copy.close();
    }
    // A second backup never overwrites the first.
    const again = await ops({ DATA_DIR: s.config.dataDir }, 'backup', file);
    assert.equal([again.code, /exists already/.test(again.out)], [1, true]);
  } finally {
    await s.close();
  }
});

test.run();
