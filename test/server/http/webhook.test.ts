import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { postJson } from '../../../server/http/webhook';

const hook = { url: 'https://adapter.example/hook', token: 'secret-token' };

test('posts JSON with the bearer token and answers the JSON reply ({} when empty)', async () => {
  const seen: { url: string; init: RequestInit }[] = [];
  let reply = '{"ok":true}';
  const fakeFetch = (async (url: string, init: RequestInit) => (seen.push({ url, init }), new Response(reply))) as unknown as typeof fetch;
  assert.equal(await postJson(hook, { a: 1 }, fakeFetch), { ok: true });
  assert.is(seen[0].url, hook.url);
  assert.is(seen[0].init.method, 'POST');
  assert.equal(seen[0].init.headers, { 'Content-Type': 'application/json', Authorization: 'Bearer secret-token' });
  assert.is(seen[0].init.body, '{"a":1}');
  reply = '';
  assert.equal(await postJson(hook, {}, fakeFetch), {});
});

test('a non-2xx answer or a reply that is not a JSON object rejects, naming the host but not the token', async () => {
  for (const res of [new Response('no', { status: 500 }), new Response('[1,2]'), new Response('<html>')]) {
    const fakeFetch = (async () => res) as unknown as typeof fetch;
    const error = await postJson(hook, {}, fakeFetch).then(
      () => undefined,
      (e: Error) => e,
    );
    assert.instance(error, Error, 'must reject');
    assert.match(error!.message, 'adapter.example');
    assert.not.match(error!.message, 'secret-token');
  }
});

test.run();
