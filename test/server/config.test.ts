import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ConfigError, readConfig } from '../../server/config';
import { PRODUCTION_ENV } from './production-env';

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

test('development defaults run the whole journey on one machine', () => {
  const c = read({});
  assert.is(c.port, 8080);
  assert.is(c.dataDir, './data');
  assert.is(c.databaseUrl, null);
  assert.is(c.envelopeKey.toString('hex'), '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f');
  assert.ok(c.envelopeKeyIsDefault);
  assert.is(c.allowPlaintext, false);
  assert.is(c.production, false);
  assert.is(c.staticDir, '/srv/app');
  assert.equal(c.partners, { 'demo-partner': 'demo-partner-secret' });
  assert.equal(c.sms, { provider: 'console' });
  assert.is(c.logLevel, 'info');
});

test('each bad variable is named, all at once', () => {
  const msg = problems({ PORT: 'eighty', APP_SECRET: 'abc', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x', ALLOW_PLAINTEXT: 'yes' });
  for (const name of ['PORT', 'APP_SECRET', 'LOG_LEVEL', 'DATABASE_URL', 'ALLOW_PLAINTEXT'])
    assert.ok(msg.includes(name), `${name} named in: ${msg}`);
});

test('a port out of range is refused', () => {
  assert.match(problems({ PORT: '70000' }), /PORT/);
});

test('FRAME_ANCESTORS takes origins and refuses anything else', () => {
  assert.equal(read({ FRAME_ANCESTORS: 'https://partner.example, https://*.shop.example:8443' }).frameAncestors, [
    'https://partner.example',
    'https://*.shop.example:8443',
  ]);
  assert.match(problems({ FRAME_ANCESTORS: "https://ok.example 'unsafe-inline'" }), /FRAME_ANCESTORS/);
  assert.match(problems({ FRAME_ANCESTORS: 'https://ok.example/path' }), /FRAME_ANCESTORS/);
});

test('PARTNERS are channel:secret pairs with secrets of at least 16 characters', () => {
  assert.equal(read({ PARTNERS: 'shop-a:0123456789abcdef,shop_b:fedcba9876543210xx' }).partners, {
    'shop-a': '0123456789abcdef',
    shop_b: 'fedcba9876543210xx',
  });
  assert.match(problems({ PARTNERS: 'shop:short' }), /PARTNERS secret for "shop"/);
  assert.match(problems({ PARTNERS: 'nocolon' }), /PARTNERS/);
});

test('the SMS gateway must be https in production: codes never travel in clear text', () => {
  const env = { ...PRODUCTION_ENV, SMS_WEBHOOK_URL: 'http://sms.example/send' };
  assert.match(problems(env), /SMS_WEBHOOK_URL must use https/);
  assert.is(read({ SMS_WEBHOOK_URL: 'http://localhost:9000/sms' }).sms.provider, 'webhook', 'development may use a local http gateway');
});

test('a malformed PARTNERS entry is named by position, never by its text (it may hold a secret)', () => {
  const msg = problems({ PARTNERS: 'shop-a:0123456789abcdef,bad channel:super-secret-value-123' });
  assert.match(msg, /PARTNERS entry 2/);
  assert.not.match(msg, /super|secret-value|bad channel/);
});

test('production refuses development conveniences and needs its own secrets', () => {
  const msg = problems({ NODE_ENV: 'production', ALLOW_PLAINTEXT: '1', FRAME_ANCESTORS: 'http://partner.example' });
  for (const name of ['ALLOW_PLAINTEXT', 'PAY_SECRET', 'SMS_WEBHOOK_URL', 'FRAME_ANCESTORS'])
    assert.ok(msg.includes(name), `${name} named in: ${msg}`);
});

test('production with its own settings starts with no demo partner and no frame ancestors', () => {
  const c = read(PRODUCTION_ENV);
  assert.ok(c.production);
  assert.equal(c.partners, {});
  assert.equal(c.frameAncestors, []);
  assert.equal(c.sms, { provider: 'webhook', url: 'https://sms.example/send', token: PRODUCTION_ENV.SMS_WEBHOOK_TOKEN, webOtpHost: null });
});

test('PUBLIC_HOST is a bare host name for the WebOTP line', () => {
  assert.match(problems({ PUBLIC_HOST: 'https://app.lender.ph/' }), /PUBLIC_HOST/);
  const c = read({ SMS_WEBHOOK_URL: 'https://sms.example/send', PUBLIC_HOST: 'app.lender.ph' });
  assert.is(c.sms.provider === 'webhook' && c.sms.webOtpHost, 'app.lender.ph');
});

test('the phone check sends by SMS and certification grants 5,000 pesos unless configured', () => {
  const c = read({});
  assert.is(c.phoneCheckMode, 'l');
  assert.is(c.creditStartLimit, 500_000);
  const d = read({ PHONE_CHECK_MODE: 'f', CREDIT_START_LIMIT: '8000' });
  assert.equal([d.phoneCheckMode, d.creditStartLimit], ['f', 800_000]);
  const msg = problems({ PHONE_CHECK_MODE: 'sms', CREDIT_START_LIMIT: '5000.50' });
  assert.ok(msg.includes('PHONE_CHECK_MODE') && msg.includes('CREDIT_START_LIMIT'), msg);
  assert.match(problems({ CREDIT_START_LIMIT: '99' }), /CREDIT_START_LIMIT/);
});

test('vendor webhooks are read per vendor, must be http(s), and https in production', () => {
  const c = read({ KYC_WEBHOOK_URL: 'http://localhost:9000/kyc', KYC_WEBHOOK_TOKEN: 'k' });
  assert.equal(c.webhooks, { kyc: { url: 'http://localhost:9000/kyc', token: 'k' }, pay: null, push: null });
  assert.match(problems({ PUSH_WEBHOOK_URL: 'ftp://push.example' }), 'PUSH_WEBHOOK_URL must be an http(s) URL');
  assert.match(problems({ ...PRODUCTION_ENV, PAY_WEBHOOK_URL: 'http://gw.example/orders' }), 'PAY_WEBHOOK_URL must use https');
});

// Production started with the published demo partner secret without a word.
const PROD_OK = PRODUCTION_ENV;

test('production refuses every published development default, naming the setting', () => {
  assert.match(problems({ ...PROD_OK, PARTNERS: 'demo-partner:demo-partner-secret' }), /PARTNERS.*demo-partner/);
  assert.match(
    problems({ ...PROD_OK, PARTNERS: 'shop-a:demo-partner-secret' }),
    /PARTNERS secret for "shop-a" is a development value published in the code or docs/,
  );
  assert.match(problems({ ...PROD_OK, PAY_SECRET: 'dev-pay-secret-not-for-production' }), /PAY_SECRET/);
  const { APP_SECRET: _, ...noKey } = PROD_OK;
  assert.match(problems(noKey), /APP_SECRET must be set to your own key/);
  assert.match(
    problems({ ...PROD_OK, APP_SECRET: '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f'.toUpperCase() }),
    /APP_SECRET/,
  );
  const shopSecret = PROD_OK.PAY_SECRET.split('').reverse().join('');
  const c = read({ ...PROD_OK, PARTNERS: `shop-a:${shopSecret}` });
  assert.equal(c.partners, { 'shop-a': shopSecret });
});

// The outside probe: production started with PAY_SECRET equal to APP_SECRET. The envelope key ships in
// the app's JavaScript, so anyone could then sign payment callbacks.
test('production refuses a PAY_SECRET equal to APP_SECRET, naming both', () => {
  const key = PROD_OK.APP_SECRET;
  for (const pay of [key, key.toUpperCase()]) {
    const msg = problems({ ...PROD_OK, APP_SECRET: key, PAY_SECRET: pay });
    assert.match(msg, /APP_SECRET and PAY_SECRET are the same secret, and APP_SECRET ships inside the app's JavaScript/);
    assert.not.match(msg, new RegExp(key, 'i'), 'the secret itself is never printed');
  }
  assert.match(
    problems({ ...PROD_OK, APP_SECRET: key, PARTNERS: `shop-a:${key}` }),
    /APP_SECRET and PARTNERS secret for "shop-a" are the same/,
  );
  assert.ok(read({ ...PROD_OK, APP_SECRET: key }).production);
});

// The outside probe: production started with no SMS gateway token, which docs/configuration.md says it needs.
test('production refuses an empty SMS_WEBHOOK_TOKEN, as docs/configuration.md says', () => {
  const { SMS_WEBHOOK_TOKEN: _, ...noToken } = PROD_OK;
  assert.match(problems(noToken), /SMS_WEBHOOK_TOKEN is required when SMS_WEBHOOK_URL is set and NODE_ENV=production/);
  assert.match(problems({ ...PROD_OK, SMS_WEBHOOK_TOKEN: '   ' }), /SMS_WEBHOOK_TOKEN/);
  assert.equal(read(PROD_OK).sms, {
    provider: 'webhook',
    url: 'https://sms.example/send',
    token: PROD_OK.SMS_WEBHOOK_TOKEN,
    webOtpHost: null,
  });
  assert.is(read({ SMS_WEBHOOK_URL: 'http://localhost:9000/sms' }).sms.provider, 'webhook', 'development may leave it empty');
});

// TRUST_PROXY is the number of proxies in front of the server.
test('TRUST_PROXY is a number of proxies: 1 keeps meaning one, anything else is refused', () => {
  assert.is(read({}).trustProxy, 0);
  assert.is(read({ TRUST_PROXY: '1' }).trustProxy, 1);
  assert.is(read({ TRUST_PROXY: '2' }).trustProxy, 2);
  assert.is(read({ TRUST_PROXY: '0' }).trustProxy, 0);
  for (const bad of ['true', 'yes', '-1', '1.5', '0x1', '11'])
    assert.match(problems({ TRUST_PROXY: bad }), /TRUST_PROXY must be the number of proxies/, bad);
});

test('DRAIN_SECONDS: production keeps its port open 10 s after SIGTERM, development 0; whole seconds up to 300', () => {
  assert.is(read({}).drainSeconds, 0);
  assert.is(read(PRODUCTION_ENV).drainSeconds, 10);
  assert.is(read({ ...PRODUCTION_ENV, DRAIN_SECONDS: '30' }).drainSeconds, 30);
  for (const bad of ['-1', '1.5', '301', 'soon'])
    assert.match(problems({ DRAIN_SECONDS: bad }), /DRAIN_SECONDS must be whole seconds/, bad);
});

test.run();
