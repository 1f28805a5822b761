import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readConfig } from '../../../server/config';
import { createPush } from '../../../server/push/create-push';
import { consolePush, webhookPush } from '../../../server/push/push-provider';
import { PRODUCTION_ENV } from '../production-env';

const message = { userId: 7, title: 'Loan approved', text: 'Your ₱5,000.00 loan is on its way' };

test('development prints each notification as one JSON line', async () => {
  const lines: string[] = [];
  await consolePush((l) => lines.push(l)).send(message);
  assert.equal(
    lines.map((l) => JSON.parse(l)),
    [{ msg: 'push', ...message }],
  );
});

test('the production slot posts the notification with the bearer token; a refusal rejects', async () => {
  const calls: RequestInit[] = [];
  let status = 200;
  const fakeFetch = (async (_url: string, init: RequestInit) => (
    calls.push(init), new Response('', { status })
  )) as unknown as typeof fetch;
  const push = webhookPush({ url: 'https://push.example/send', token: 'tok' }, fakeFetch);
  await push.send(message);
  assert.equal(JSON.parse(String(calls[0].body)), message);
  assert.is((calls[0].headers as Record<string, string>).Authorization, 'Bearer tok');
  status = 502;
  try {
    await push.send(message);
    assert.unreachable('must reject');
  } catch (e) {
    assert.match((e as Error).message, 'HTTP 502');
  }
});

test('production never prints notifications: without PUSH_WEBHOOK_URL every send is refused', async () => {
  const lines: string[] = [];
  const prod = readConfig(
    {
      ...PRODUCTION_ENV,
    },
    { staticDir: '/' },
  );
  try {
    await createPush(prod, { write: (l) => lines.push(l) }).send(message);
    assert.unreachable('must refuse');
  } catch (e) {
    assert.match((e as Error).message, 'PUSH_WEBHOOK_URL');
  }
  assert.equal(lines, []);
});

test.run();
