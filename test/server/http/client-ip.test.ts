import { Hono } from 'hono';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clientIpReader } from '../../../server/http/client-ip';

// With TRUST_PROXY=1 the first X-Forwarded-For entry (written by the client
// itself behind a proxy that appends) was taken, and any string became the address.
async function ipOf(proxies: number, xff?: string): Promise<string> {
  const read = clientIpReader(proxies);
  const app = new Hono().get('/', (c) => c.text(read(c)));
  return (await app.request('/', { headers: xff === undefined ? {} : { 'X-Forwarded-For': xff } })).text();
}

test('one proxy: the entry it appended (the rightmost) is the client, whatever the client wrote before it', async () => {
  assert.is(await ipOf(1, '203.0.113.7'), '203.0.113.7');
  assert.is(await ipOf(1, '1.1.1.1, 203.0.113.7'), '203.0.113.7');
  assert.is(await ipOf(1, 'attacker-3, 198.51.100.2'), '198.51.100.2');
});

test('two proxies: the second entry from the right', async () => {
  assert.is(await ipOf(2, 'spoofed, 203.0.113.7, 10.0.0.2'), '203.0.113.7');
  assert.is(await ipOf(2, '2001:db8::1, 10.0.0.2'), '2001:db8::1');
});

test('an entry that is not an IP address is never taken', async () => {
  assert.is(await ipOf(1, 'attacker-3'), 'unknown');
  assert.is(await ipOf(1, '203.0.113.7, not-an-ip'), 'unknown');
  assert.is(await ipOf(1, '<script>'), 'unknown');
});

test('without TRUST_PROXY the header is ignored', async () => {
  assert.is(await ipOf(0, '203.0.113.7'), 'unknown');
});

test.run();
