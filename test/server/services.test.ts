import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readConfig } from '../../server/config';
import { createProviders, missingVendors } from '../../server/services';
import { freshSecret, PRODUCTION_ENV } from './production-env';

const PROD = PRODUCTION_ENV;
const read = (env: Record<string, string>) => readConfig(env, { staticDir: '/' });

test('development runs every provider in its development form and misses nothing', async () => {
  const lines: string[] = [];
  const providers = createProviders(read({}), { write: (l) => lines.push(l) });
  assert.equal(Object.keys(providers).sort(), ['kyc', 'pay', 'push', 'sms']);
  await providers.sms.sendCode('09171234567', '1234', 'en');
  await providers.push.send({ userId: 1, title: 't', text: 'x' });
  assert.equal(
    lines.map((l) => JSON.parse(l).msg),
    ['otp', 'push'],
  );
  assert.equal(missingVendors(read({})), []);
});

test('production names each vendor webhook left unset', () => {
  assert.equal(missingVendors(read(PROD)), ['KYC_WEBHOOK_URL', 'PAY_WEBHOOK_URL', 'VAPID_PUBLIC_KEY (or PUSH_WEBHOOK_URL)']);
  assert.equal(
    missingVendors(
      read({
        ...PROD,
        KYC_WEBHOOK_URL: 'https://kyc.example',
        KYC_WEBHOOK_TOKEN: freshSecret(),
        PUSH_WEBHOOK_URL: 'https://push.example',
        PUSH_WEBHOOK_TOKEN: freshSecret(),
      }),
    ),
    ['PAY_WEBHOOK_URL'],
  );
});

test.run();
