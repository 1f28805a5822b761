import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readConfig } from '../../../server/config';
import { startSchedule } from '../../../server/schedule';
import { billSweep } from '../../../server/sweeps';
import { startTestServer } from '../harness';
import { APPLY, as, certifiedBorrower } from './borrow-helpers';
import { PRODUCTION_ENV } from '../production-env';

// The reference credit policy as `npm start` runs it (server/index.ts schedules this very job): in
// development it approves, then disburses, AUTO_DECIDE_MS after each step; in production the same
// setting is ignored and the bill waits for the operator.
const PRODUCTION = {
  ...PRODUCTION_ENV,
  AUTO_DECIDE_MS: '200',
};

test('development: the running sweep approves then disburses by itself; production: it leaves the bill to the operator', async () => {
  const dev = await startTestServer({ AUTO_DECIDE_MS: '200' });
  const prod = await startTestServer({ AUTO_DECIDE_MS: '200' });
  const stops: (() => Promise<void>)[] = [];
  try {
    const devApi = as(dev, (await certifiedBorrower(dev)).token);
    const prodApi = as(prod, (await certifiedBorrower(prod)).token);
    await devApi.post('/product/applyLoan', APPLY, 'key-sweep-01');
    await prodApi.post('/product/applyLoan', APPLY, 'key-sweep-02');
    const run = (deps: typeof dev.deps) =>
      stops.push(startSchedule({ ...deps, realNow: () => deps.clock.realNow() }, [billSweep(deps)]).stop);
    run(dev.deps);
    // The same database and clock, run with what a production start reads from its environment.
    run({ ...prod.deps, config: readConfig(PRODUCTION, { staticDir: '.' }) });
    let status = 10;
    for (let i = 0; i < 60 && status !== 40; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await devApi.get('/borrow/borrowStatus')).data.borrowStatus;
    }
    assert.is(status, 40, 'development disbursed');
    const events = await dev.db.selectFrom('bill_event').select(['event', 'actor']).orderBy('id').execute();
    assert.equal(events, [
      { event: 'apply', actor: 'borrower' },
      { event: 'approve', actor: 'policy' },
      { event: 'disburse', actor: 'policy' },
    ]);
    // Production's sweep ran as many times meanwhile and decided nothing.
    assert.is((await prodApi.get('/borrow/borrowStatus')).data.borrowStatus, 10);
    assert.is((await prod.db.selectFrom('bill_event').selectAll().execute()).length, 1);
  } finally {
    for (const stop of stops) await stop();
    await dev.close();
    await prod.close();
  }
});

test.run();
