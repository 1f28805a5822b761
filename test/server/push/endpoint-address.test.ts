// Production posts Web Push only to public addresses, judged by what the name resolves to when the
// push is sent, not by how the endpoint is spelled. Names resolve through a stub here; the only
// traffic is to a listener on 127.0.0.1 that counts the connections it should never get.
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isPublicAddress, publicLookup, type Resolve } from '../../../server/http/public-address';
import { parseSubscription } from '../../../server/push/routes';
import { saveSubscription } from '../../../server/push/repo';
import { vapidKeys } from '../../../server/push/vapid';
import { webPushProvider } from '../../../server/push/web-push-provider';
import { startTestServer, type TestServer } from '../harness';

// A real subscriber key pair: the notification is encrypted before any connection is tried.
const subscriber = createECDH('prime256v1');
subscriber.generateKeys();
const KEYS = { p256dh: subscriber.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };

test('loopback, private, link-local, unique-local, metadata and other non-public addresses are not public; IPv4 inside IPv6 too', () => {
  for (const a of [
    '127.0.0.1',
    '127.1.2.3',
    '10.0.0.5',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254', // AWS, GCP, Azure, Oracle metadata
    '100.100.100.200', // Alibaba metadata (carrier-grade NAT range)
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '198.18.0.1',
    '::',
    '::1',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd00:ec2::254', // AWS metadata over IPv6
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    '64:ff9b::7f00:1', // NAT64 of 127.0.0.1
    '2002:7f00:1::1', // 6to4 of 127.0.0.1
    '2001:db8::1',
    'not an address',
  ])
    assert.is(isPublicAddress(a), false, a);
  for (const a of ['8.8.8.8', '142.250.64.10', '172.32.0.1', '100.128.0.1', '2001:4860:4860::8888', '::ffff:8.8.8.8', '64:ff9b::808:808'])
    assert.ok(isPublicAddress(a), a);
});

const stub =
  (table: Record<string, string[]>): Resolve =>
  async (name) =>
    (table[name] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

const lookup = (resolve: Resolve, host: string) =>
  new Promise<{ error: NodeJS.ErrnoException | null; address?: string }>((done) =>
    publicLookup(resolve)(host, {}, (error, address) => done({ error, address: address as string })),
  );

test('the lookup a connection uses answers the checked public address, and refuses a name with any private one', async () => {
  const resolve = stub({
    'fcm.example': ['142.250.64.10'],
    'mixed.example': ['142.250.64.10', '10.0.0.7'],
    'rebind.example': ['127.0.0.1'],
  });
  assert.equal(await lookup(resolve, 'fcm.example'), { error: null, address: '142.250.64.10' });
  for (const host of ['mixed.example', 'rebind.example', 'nowhere.example']) {
    const { error } = await lookup(resolve, host);
    assert.ok(error, host);
  }
});

let s: TestServer;
let listeners: Server[];
let port: number;
let connections: number;
let userId: number;
const listen = (host: string, at: number) =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer((sock) => {
      connections++;
      sock.destroy();
    });
    server.once('error', reject);
    server.listen(at, host, () => resolve(server));
  });
test.before.each(async () => {
  s = await startTestServer();
  userId = (await s.signIn('09170000001')).userId;
  connections = 0;
  // Both loopbacks on one port: whichever `localhost` would reach, the listener counts it.
  listeners = [await listen('127.0.0.1', 0)];
  port = (listeners[0].address() as AddressInfo).port;
  await listen('::1', port).then(
    (v6) => listeners.push(v6),
    () => {}, // no IPv6 loopback here
  );
});
test.after.each(async () => {
  for (const l of listeners) await new Promise((r) => l.close(r));
  await s.close();
});

async function sendTo(endpoint: string, resolve: Resolve) {
  await s.db.deleteFrom('push_subscription').execute();
  await saveSubscription(s.db, { endpoint, ...KEYS, user_id: userId, updated_at: Date.now() });
  const push = webPushProvider(s.db, () => vapidKeys(s.config, s.db), { addresses: 'public', resolve });
  let refused = false;
  await push.send({ userId, title: 't', text: 'x' }).catch(() => (refused = true));
  return refused;
}

// The outside probe: `https://localhost.:9444/x` (a trailing dot) passed the production filter.
test('production never connects to an endpoint whose name resolves to this machine, whatever its spelling', async () => {
  assert.is(parseSubscription(JSON.stringify({ endpoint: `https://localhost.:${port}/x`, keys: KEYS }), true), null);
  for (const host of ['localhost.', 'push.example.com', 'LOCALHOST']) {
    const refused = await sendTo(
      `https://${host}:${port}/x`,
      stub({ 'localhost.': ['127.0.0.1'], 'push.example.com': ['127.0.0.1'], localhost: ['::1'] }),
    );
    assert.ok(refused, host);
  }
  assert.is(connections, 0, 'nothing reached the listener');
});

test('production never connects to an address literal on this machine, IPv4-mapped IPv6 included', async () => {
  for (const host of ['127.0.0.1', '[::ffff:127.0.0.1]', '2130706433'])
    assert.ok(await sendTo(`https://${host}:${port}/x`, stub({})), host);
  assert.is(connections, 0, 'nothing reached the listener');
});

test.run();
