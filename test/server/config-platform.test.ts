import { test } from 'uvu';
import * as assert from 'uvu/assert';
import webPush from 'web-push';
import { ConfigError, readConfig } from '../../server/config';

const read = (env: Record<string, string>) => readConfig({ NODE_ENV: 'development', ...env }, { staticDir: '/' });
const problems = (env: Record<string, string>) => {
  try {
    read(env);
    return '';
  } catch (e) {
    assert.instance(e, ConfigError);
    return (e as Error).message;
  }
};

test('METRIC_RETENTION_DAYS defaults to 90 days and must be a positive whole number', () => {
  assert.is(read({}).metricRetentionDays, 90);
  assert.is(read({ METRIC_RETENTION_DAYS: '14' }).metricRetentionDays, 14);
  assert.match(problems({ METRIC_RETENTION_DAYS: '0' }), 'METRIC_RETENTION_DAYS');
  assert.match(problems({ METRIC_RETENTION_DAYS: 'a week' }), 'METRIC_RETENTION_DAYS');
});

test('VAPID keys come as a set of three, checked, and the private key is never printed', () => {
  const keys = webPush.generateVAPIDKeys();
  const full = { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'mailto:ops@lender.ph' };
  assert.equal(read(full).vapid, { publicKey: keys.publicKey, privateKey: keys.privateKey, subject: 'mailto:ops@lender.ph' });
  assert.is(read({}).vapid, null);
  assert.match(problems({ VAPID_PUBLIC_KEY: keys.publicKey }), 'must be set together');
  const bad = problems({ ...full, VAPID_PRIVATE_KEY: 'short', VAPID_SUBJECT: 'ops@lender.ph' });
  assert.match(bad, 'VAPID_PRIVATE_KEY');
  assert.match(bad, 'VAPID_SUBJECT');
  assert.not.match(bad, 'short');
  const alone = problems({ VAPID_PRIVATE_KEY: 'short' });
  assert.match(alone, 'must be set together');
  assert.match(alone, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key', 'its own fault is named in the same start');
  assert.not.match(alone, 'short');
});

test.run();
