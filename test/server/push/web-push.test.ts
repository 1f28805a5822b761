// Web Push end to end: a borrower's subscription is saved, `ops push` sends, and a local push
// endpoint on 127.0.0.1 checks the VAPID signature and decrypts the aes128gcm body (RFC 8291)
// with the subscription's private key (test/support/web-push.ts: node:crypto alone).
import { createPublicKey, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { decryptPush as decrypt, pushSubscriber } from '../../support/web-push';
import { clientOpen, startTestServer, type TestServer } from '../harness';

const b64url = (b: Buffer) => b.toString('base64url');

/** Checks `vapid t=<jwt>, k=<key>`: signed ES256 by the server's public key, for this endpoint's origin. */
function checkVapid(header: string, publicKey: string, origin: string): void {
  const m = /^vapid t=([^,]+), k=(.+)$/.exec(header);
  assert.ok(m, `VAPID authorization: ${header}`);
  assert.is(m![2], publicKey);
  const [h, p, sig] = m![1].split('.');
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
    format: 'jwk',
  });
  assert.ok(verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(sig, 'base64url')), 'JWT signature');
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
  assert.is(claims.aud, origin);
  assert.match(claims.sub, /^mailto:/);
}

let s: TestServer;
let endpoint: Server;
let url: string;
let status = 201;
const received: { headers: IncomingHttpHeaders; body: Buffer }[] = [];
test.before.each(async () => {
  s = await startTestServer();
  received.length = 0;
  status = 201;
  endpoint = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((r) => endpoint.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}`;
});
test.after.each(async () => {
  await new Promise((r) => endpoint.close(r));
  await s.close();
});

async function savePushToken(token: string, pushToken: string) {
  const res = await s.app.request('/api/user/user/savePushToken', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authentication: token, 'Device-Id': 'd1', EFLAG: '1' },
    body: new URLSearchParams({ pushToken }).toString(),
  });
  return clientOpen((await res.json()).payload);
}
const ops = (...argv: string[]) => s.ops(...argv);
/** A subscriber whose endpoint is `path` on the local push service. */
function subscriber(path = '/push/abc') {
  const sub = pushSubscriber();
  return { ...sub, json: () => sub.json(url + path) };
}

test('a push sent with the CLI reaches the subscribed endpoint, signed with VAPID, and decrypts to its text', async () => {
  const { token, userId } = await s.signIn('09170000001');
  const sub = subscriber();
  assert.is((await savePushToken(token, sub.json())).code, 200);
  const { publicKey } = (await s.call('GET', '/api/user/public/vapidPublicKey')).data;
  assert.is(publicKey.length, 87);

  const out = await ops('push', String(userId), 'Your', 'loan', 'was', 'approved');
  assert.is(out.code, 0, out.text);
  assert.is(received.length, 1);
  const [{ headers, body }] = received;
  assert.is(headers['content-encoding'], 'aes128gcm');
  assert.ok(Number(headers.ttl) > 0);
  checkVapid(String(headers.authorization), publicKey, url);
  assert.equal(JSON.parse(decrypt(body, sub.ua, sub.auth)), { title: 'PesoCash', text: 'Your loan was approved' });
});

test('development keys are made once and kept: the public key stays the same', async () => {
  const a = (await s.call('GET', '/api/user/public/vapidPublicKey')).data.publicKey;
  const b = (await s.call('GET', '/api/user/public/vapidPublicKey')).data.publicKey;
  assert.is(a, b);
});

test('a subscription the push service says is gone (410) is forgotten and the send fails', async () => {
  const { token, userId } = await s.signIn('09170000002');
  await savePushToken(token, subscriber().json());
  status = 410;
  const out = await ops('push', String(userId), 'hello');
  assert.is(out.code, 1);
  assert.is((await s.db.selectFrom('push_subscription').selectAll().execute()).length, 0);
});

test('savePushToken refuses what is not a subscription, and needs a signed-in borrower', async () => {
  const { token } = await s.signIn('09170000003');
  for (const bad of [
    '',
    'not json',
    JSON.stringify({ endpoint: 'ftp://x/y', keys: { p256dh: 'a'.repeat(87), auth: 'b'.repeat(22) } }),
    JSON.stringify({ endpoint: url }),
  ]) {
    const out = await savePushToken(token, bad);
    assert.is(out.code, 400, bad);
    assert.match(out.msg, 'pushToken');
  }
  assert.is((await savePushToken('nobody', subscriber().json())).code, 401);
});

test('a borrower without a subscription gets the development console line instead', async () => {
  const { userId } = await s.signIn('09170000004');
  const out = await ops('push', String(userId), 'hi');
  assert.is(out.code, 0);
  assert.match(out.text, '"msg":"push"');
  assert.match(out.text, '"text":"hi"');
});

test('ops push checks its arguments and the user', async () => {
  assert.is((await ops('push')).code, 1);
  assert.match((await ops('push', '999', 'x')).text, 'no user 999');
});

test('production keeps push to https push services: a local endpoint is refused', async () => {
  const { parseSubscription } = await import('../../../server/push/routes');
  const keys = { p256dh: 'a'.repeat(87), auth: 'b'.repeat(22) };
  assert.is(parseSubscription(JSON.stringify({ endpoint: 'http://127.0.0.1:9/x', keys }), true), null);
  assert.is(parseSubscription(JSON.stringify({ endpoint: 'https://10.0.0.1/x', keys }), true), null);
  assert.ok(parseSubscription(JSON.stringify({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys }), true));
});

test.run();
