import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import { spawnServer } from '../support/built-server.mjs';
import { serverBundle } from '../support/server-bundle';
import { newTestDatabase } from './harness';
import * as assert from 'uvu/assert';

// The real entry point (bundled, as `npm start` runs it) in a child process: start, serve, stop on SIGTERM.
const entry = await serverBundle('index');
// Never the admin database of `npm run test:pg`: a start test gets its own (newTestDatabase).
const start = (env: Record<string, string>) => spawnServer({ entry, env: { PORT: '0', DATABASE_URL: '', TEST_DATABASE_URL: '', ...env } });

test('a bad configuration stops the start with a message naming each bad variable', async () => {
  const s = start({ PORT: 'x', APP_SECRET: 'short' });
  assert.is(await s.exited, 1);
  assert.match(s.stderr(), 'PORT must be a whole number');
  assert.match(s.stderr(), 'APP_SECRET must be 64 hex characters');
});

// Borrowing: a price over PRODUCT.md section 4's caps never reaches a borrower.
test('a product over a cap, or a bad carousel banner, stops the start naming the setting', async () => {
  const greedy = JSON.stringify([
    {
      code: 'GREEDY',
      name: 'Greedy',
      minAmount: 1000,
      maxAmount: 10000,
      terms: [7],
      dailyInterestPct: 0.25,
      serviceFeePct: 0,
      extensionFeePct: 0,
      dailyPenaltyPct: 0,
    },
  ]);
  const s = start({ PRODUCTS: greedy, CAROUSEL: JSON.stringify([{ id: 'x', title: 'T', text: 'T', link: 'http://x.example' }]) });
  assert.is(await s.exited, 1);
  assert.match(s.stderr(), 'PRODUCTS[0].dailyInterestPct: 0.25% a day is 7.5% a month, over the 6% nominal cap (GREEDY)');
  assert.match(s.stderr(), 'CAROUSEL[0].link');
  assert.not.match(s.stderr(), 'listening');
});

test('starts with a JSON log line naming its URL, serves, and stops cleanly on SIGTERM', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'loan-index-'));
  const database = await newTestDatabase();
  try {
    const s = start({ DATA_DIR: join(dir, 'data'), STATIC_DIR: dir, DATABASE_URL: database.url });
    const started = await s.logged('listening');
    assert.match(started?.url, /^http:\/\/localhost:\d+$/);
    const res = await fetch(`${started.url}/api/user/public/appConfig`, { headers: { EFLAG: '1' } });
    assert.type((await res.json()).payload, 'string');
    s.child.kill('SIGTERM');
    assert.is(await s.exited, 0);
    assert.equal(
      s
        .logs()
        .slice(-2)
        .map((l) => l.msg),
      ['shutting down', 'stopped'],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await database.drop();
  }
});

// A taken port ended with a stack.
test('a taken port ends the start with one clear line and exit code 1', async () => {
  const blocker = createServer();
  await new Promise<void>((r) => blocker.listen(0, r));
  const port = (blocker.address() as AddressInfo).port;
  const dir = mkdtempSync(join(tmpdir(), 'loan-index-'));
  try {
    const s = start({ DATA_DIR: join(dir, 'data'), STATIC_DIR: dir, PORT: String(port) });
    assert.is(await s.exited, 1);
    assert.equal(s.stderr().trim().split('\n'), [
      `port ${port} is already in use (is another server running?): stop the other server or set PORT`,
    ]);
  } finally {
    blocker.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
