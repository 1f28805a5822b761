// Fifty borrowers at once, spread over three app instances on one database: on PostgreSQL
// (`npm run test:pg`) their transactions collide and are aborted for serialization; the server must retry them until they go through, and at worst answer
// "busy, try again" (503 with retryAfter), never code 500. On SQLite it is the same load on one file.
import type { Hono } from 'hono';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createApp } from '../../../server/app';
import { type Db, openDb } from '../../../server/db/connection';
import type { AppEnv } from '../../../server/http/env';
import { decideCreditLimit } from '../../../server/credit/credit-rule';
import { grantCreditLimit } from '../../../server/credit/repo';
import { clientOpen, clientSeal, startTestServer, type TestServer } from '../harness';

const BORROWERS = 50;
const ROUNDS = 3;

/** How each call came back: envelope codes, and the HTTP statuses that were not 200. */
class Counts {
  codes = new Map<number, number>();
  http = new Map<number, number>();
  add(map: Map<number, number>, k: number) {
    map.set(k, (map.get(k) ?? 0) + 1);
  }
  get errors500() {
    return (this.codes.get(500) ?? 0) + (this.http.get(500) ?? 0);
  }
  toString() {
    return `codes ${JSON.stringify([...this.codes])}, HTTP ${JSON.stringify([...this.http])}`;
  }
}

// Two more app instances on the same database, each with its own connections, as behind a load balancer.
function instances(s: TestServer): Hono<AppEnv>[] {
  const more = [1, 2].map(() => {
    const db = openDb({ dataDir: s.config.dataDir, databaseUrl: s.config.databaseUrl, durable: false });
    return { app: createApp({ ...s.deps, db }), db };
  });
  opened.push(...more.map((m) => m.db));
  return [s.app, ...more.map((m) => m.app)];
}
const opened: Db[] = [];

function caller(s: TestServer, counts: Counts) {
  const key = s.config.envelopeKey.toString('hex');
  const apps = instances(s);
  let next = 0;
  return async (path: string, body: unknown, headers: Record<string, string>) => {
    const res = await apps[next++ % apps.length].request(`/api/user${path}`, {
      method: 'POST',
      headers: { EFLAG: '1', 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ payload: clientSeal(body, key) }),
    });
    if (res.status !== 200) counts.add(counts.http, res.status);
    const answer = clientOpen((await res.json()).payload, key) as { code: number; data: any; msg: string };
    counts.add(counts.codes, answer.code);
    if (answer.code === 503) assert.ok(answer.data?.retryAfter > 0, 'busy answers say when to try again');
    return answer;
  };
}

test(`${BORROWERS} concurrent sign-ins (${ROUNDS} rounds) and applications: no code 500`, async () => {
  // Each borrower from an address of their own, so the per-address limits do not refuse the crowd.
  const s = await startTestServer({}, { clientIp: (c) => c.req.header('X-Test-Ip') ?? '10.0.0.1' });
  const counts = new Counts();
  const post = caller(s, counts);
  try {
    const phones = Array.from({ length: BORROWERS * ROUNDS }, (_, i) => `0918${String(i + 1).padStart(7, '0')}`);
    const tokens: (string | null)[] = phones.map(() => null);
    // Each round a new crowd of borrowers arrives at once: new accounts are where writes collide.
    for (let round = 0; round < ROUNDS; round++) {
      await Promise.all(
        phones.slice(round * BORROWERS, (round + 1) * BORROWERS).map(async (phone, j) => {
          const i = round * BORROWERS + j;
          const headers = { 'Device-Id': `load-${i}`, 'X-Test-Ip': `10.1.${round}.${j + 1}` };
          const sent = await post(`/login/otp?phone=${phone}&type=1`, {}, headers);
          if (sent.code !== 200) return;
          const out = await post('/login/otpLoginCheck', { phone, code: s.lastCode(phone) }, headers);
          if (out.code === 200) tokens[i] = out.data.token;
        }),
      );
    }
    const signedIn = tokens.filter(Boolean).length;

    // Certified as certification leaves them, then all apply at once, twice each (one key retried).
    const now = s.clock.now();
    const users = await s.db.selectFrom('app_user').select('id').where('phone', 'in', phones).execute();
    for (const { id } of users) {
      await s.db.updateTable('app_user').set({ biz_status: 60 }).where('id', '=', id).execute();
      await s.db
        .insertInto('bank_account')
        .values({ user_id: id, bank_code: 'BDO', account_no: '001234567890', account_name: 'Load Test', created_at: now, updated_at: now })
        .execute();
      await grantCreditLimit(s.db, id, decideCreditLimit(s.config, { userId: id }), now);
    }
    const round = (i: number) => Math.floor(i / BORROWERS);
    const apply = { productCode: 'QUICK', amount: 500_000, term: 7, agreementAccepted: true };
    await Promise.all(
      tokens.flatMap((token, i) =>
        token
          ? [1, 2].map((n) =>
              post('/product/applyLoan', apply, {
                Authentication: token,
                'Idempotency-Key': `load-${i}-${n % 2}`,
                'X-Test-Ip': `10.2.${round(i)}.${(i % BORROWERS) + 1}`,
              }),
            )
          : [],
      ),
    );
    assert.is(counts.errors500, 0, `no code 500 (${counts})`);
    // On a loaded machine some are told busy (allowed: they try again); the crowd is still served.
    assert.ok(signedIn >= BORROWERS, `the crowd was served, not refused wholesale (${signedIn} signed in; ${counts})`);
  } finally {
    for (const db of opened) await db.destroy();
    await s.close();
  }
});

test.run();
