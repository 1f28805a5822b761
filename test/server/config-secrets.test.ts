// Production's secrets: random enough that nobody can guess them, none published, none shared
// between two settings; a webhook has a host and its token; NODE_ENV is one of three words.
import { randomBytes } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import defaults from '../../contract/defaults.json';
import { ConfigError, readConfig } from '../../server/config';
import { secretWeakness } from '../../server/config-secrets';
import { freshSecret, PRODUCTION_ENV } from './production-env';

const read = (env: Record<string, string>) => readConfig(env, { staticDir: '/srv/app' });

function problems(env: Record<string, string>): string {
  try {
    read(env);
  } catch (e) {
    assert.instance(e, ConfigError);
    return (e as Error).message;
  }
  throw new Error('expected a ConfigError');
}

const HOW = 'openssl rand -hex 32';

test('production starts with secrets made by openssl rand, in hex or base64', () => {
  const c = read({
    ...PRODUCTION_ENV,
    PARTNERS: `shop-a:${freshSecret()},shop-b:${randomBytes(32).toString('base64')}`,
    KYC_WEBHOOK_URL: 'https://kyc.example/v1',
    KYC_WEBHOOK_TOKEN: randomBytes(32).toString('base64url'),
  });
  assert.ok(c.production);
  assert.equal(Object.keys(c.partners), ['shop-a', 'shop-b']);
  assert.is(c.webhooks.kyc?.url, 'https://kyc.example/v1');
});

// The outside probe started production with each of these as PAY_SECRET.
test('production refuses a guessable or published PAY_SECRET, naming it and how to make one, never printing it', () => {
  const guessable = [
    defaults.envelopeKey,
    defaults.envelopeKey.toUpperCase(),
    'demo-partner-secret',
    'dev-pay-secret-not-for-production',
    'aaaaaaaaaaaaaaaa',
    'password12345678',
    'a'.repeat(64),
    'a0'.repeat(32),
    'abcd'.repeat(16),
    '0123456789abcdef'.repeat(4),
    'abcdefghijklmnopqrstuvwxyz0123456789',
    'correct-horse-battery-staple',
    freshSecret().slice(0, 31),
  ];
  for (const secret of guessable) {
    const msg = problems({ ...PRODUCTION_ENV, PAY_SECRET: secret });
    assert.match(msg, /PAY_SECRET/, secret);
    assert.ok(msg.includes(HOW), `${secret}: ${msg}`);
    assert.not.ok(msg.includes(secret), `the secret itself is never printed: ${msg}`);
  }
});

test('every production secret is judged alike: APP_SECRET, partner secrets and webhook tokens', () => {
  assert.match(problems({ ...PRODUCTION_ENV, APP_SECRET: 'a0'.repeat(32) }), /APP_SECRET/);
  assert.match(problems({ ...PRODUCTION_ENV, PARTNERS: 'shop-a:password12345678' }), /PARTNERS secret for "shop-a"/);
  assert.match(problems({ ...PRODUCTION_ENV, SMS_WEBHOOK_TOKEN: 'x' }), /SMS_WEBHOOK_TOKEN/);
  for (const name of ['KYC', 'PAY', 'PUSH'])
    assert.match(
      problems({
        ...PRODUCTION_ENV,
        [`${name}_WEBHOOK_URL`]: `https://${name.toLowerCase()}.example`,
        [`${name}_WEBHOOK_TOKEN`]: 'gateway-token',
      }),
      `${name}_WEBHOOK_TOKEN`,
    );
});

test('production refuses one secret in two settings: a partner holding PAY_SECRET could sign payment callbacks', () => {
  const shared = freshSecret();
  const pair = problems({ ...PRODUCTION_ENV, PAY_SECRET: shared, PARTNERS: `shop-a:${shared}` });
  assert.match(pair, /PARTNERS secret for "shop-a" and PAY_SECRET are the same/);
  assert.ok(pair.includes(HOW), pair);
  assert.not.ok(pair.includes(shared));
  assert.match(problems({ ...PRODUCTION_ENV, PARTNERS: `shop-a:${shared},shop-b:${shared}` }), /"shop-a" and PARTNERS secret for "shop-b"/);
  assert.match(
    problems({ ...PRODUCTION_ENV, PUSH_WEBHOOK_URL: 'https://push.example', PUSH_WEBHOOK_TOKEN: PRODUCTION_ENV.SMS_WEBHOOK_TOKEN }),
    /SMS_WEBHOOK_TOKEN and PUSH_WEBHOOK_TOKEN are the same/,
  );
  assert.match(problems({ ...PRODUCTION_ENV, PAY_SECRET: PRODUCTION_ENV.APP_SECRET.toUpperCase() }), /APP_SECRET and PAY_SECRET/);
});

test('a webhook URL needs a host, and in production its token', () => {
  for (const url of ['https://', 'https:///send', 'http://'])
    assert.match(problems({ SMS_WEBHOOK_URL: url }), /SMS_WEBHOOK_URL must be an http\(s\) URL with a host/, url);
  assert.match(problems({ KYC_WEBHOOK_URL: 'https://' }), /KYC_WEBHOOK_URL must be an http\(s\) URL with a host/);
  for (const name of ['KYC', 'PAY', 'PUSH']) {
    const msg = problems({ ...PRODUCTION_ENV, [`${name}_WEBHOOK_URL`]: `https://${name.toLowerCase()}.example/v1` });
    assert.match(msg, `${name}_WEBHOOK_TOKEN is required when ${name}_WEBHOOK_URL is set`);
    assert.ok(msg.includes(HOW), msg);
  }
  assert.is(read({ PAY_WEBHOOK_URL: 'http://localhost:9000/pay' }).webhooks.pay?.token, '', 'development may leave it empty');
});

test('NODE_ENV other than production, development or test stops the server, naming the value', () => {
  for (const bad of ['Production', 'prod', 'PRODUCTION', 'staging', 'dev']) {
    const msg = problems({ ...PRODUCTION_ENV, NODE_ENV: bad });
    assert.match(msg, `NODE_ENV must be production, development or test, got "${bad}"`);
  }
  for (const good of ['production', 'development', 'test']) assert.is(read({ ...PRODUCTION_ENV, NODE_ENV: good }).nodeEnv, good);
  assert.is(read({}).nodeEnv, 'development');
});

test('the rule refuses no secret drawn at random, in hex, base64 or base64url', () => {
  for (let i = 0; i < 300; i++)
    for (const secret of [freshSecret(), randomBytes(32).toString('base64'), randomBytes(32).toString('base64url')])
      assert.is(secretWeakness(secret), null, secret);
});

test.run();
