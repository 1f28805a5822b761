import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createClock } from '../../../server/clock';
import { runOps } from '../../../server/ops/run';
import { borrower, type Borrower, upload } from '../certification/cert-helpers';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
let a: Borrower;
test.before.each(async () => {
  s = await startTestServer();
  a = await borrower(s);
});
test.after.each(() => s.close());

async function ops(...argv: string[]) {
  const lines: string[] = [];
  const code = await runOps(
    { config: s.config, db: s.db, clock: await createClock(s.db, { production: s.config.production }), out: (l) => lines.push(l) },
    argv,
  );
  return { code, text: lines.join('\n') };
}

test('support answers a feedback with the CLI and the borrower sees its state and the answer', async () => {
  const sent = await upload(s, '/api/user/report/webPageFb', { Authentication: a.token }, { type: 'COMPLAINT', content: 'Charged twice' });
  const ref = sent.data.referenceNo;
  assert.is((await ops('feedback-reply', ref, '2', 'We', 'refunded', 'you')).code, 0);
  const [item] = (await a.call('GET', '/report/webPageFb/list')).data;
  assert.equal([item.state, item.reply], [2, 'We refunded you']);
  const bad = await ops('feedback-reply', 'FB-NOPE', '1');
  assert.equal([bad.code, bad.text], [1, 'error: no feedback FB-NOPE']);
  assert.is((await ops('feedback-reply', ref, '7')).code, 1);
});

test("the CLI writes to a borrower's message center", async () => {
  assert.is((await ops('message', String(a.userId), 'Due soon', 'Your', 'bill', 'is', 'due')).code, 0);
  const center = await a.call('POST', '/user/msg/center', {});
  assert.equal(
    center.data.messages.map((m: any) => [m.title, m.body, m.read]),
    [['Due soon', 'Your bill is due', false]],
  );
  assert.is((await ops('message', '999', 'x', 'y')).code, 1);
  assert.match((await ops()).text, 'feedback-reply <referenceNo> <0|1|2> [text]');
});

test.run();
