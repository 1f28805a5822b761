// docs/configuration.md is where an operator looks for a setting: every variable the server reads at
// start is in its runtime table, and the table names none the server does not read.
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { envNames } from '../../build/settings.mjs';
import { readConfig } from '../../server/config';

const doc = readFileSync('docs/configuration.md', 'utf8');
const [runtimePart, buildPart] = doc.split(/^Build settings/m) as [string, string];
/** The variables a table names in its first column (`A`, `B` in one cell counts both). */
const tableNames = (text: string) =>
  new Set(
    text
      .split('\n')
      .flatMap((line) => (/^\|\s*`/.test(line) ? [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!) : [])),
  );

/** Every variable readConfig reads from `env`, the optional ones too: each case opens other branches. */
function settingsRead(): Set<string> {
  const read = new Set<string>();
  const cases: Record<string, string>[] = [
    {},
    { SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: 'https://sms.example', KYC_WEBHOOK_URL: 'https://kyc.example' },
    { PAY_WEBHOOK_URL: 'https://pay.example', PUSH_WEBHOOK_URL: 'https://push.example', TLS_CERT: 'c', TLS_KEY: 'k' },
    { NODE_ENV: 'production', SMS_PROVIDER: 'semaphore', PAY_PROVIDER: 'paymongo', VAPID_PUBLIC_KEY: 'k' },
  ];
  for (const values of cases) {
    const env = new Proxy(values, {
      get: (target, name) => {
        if (typeof name === 'string') read.add(name);
        return target[name as string];
      },
    });
    try {
      readConfig(env, { staticDir: 'dist' });
    } catch {
      // Bad combinations are wanted here: they read the settings of their branch all the same.
    }
  }
  return read;
}

test('every setting the server reads at start is in the runtime table of docs/configuration.md', () => {
  const documented = tableNames(runtimePart);
  const read = settingsRead();
  assert.ok(read.size > 40, `the cases read ${read.size} settings`);
  assert.equal(
    [...read].filter((name) => !documented.has(name)),
    [],
    'undocumented',
  );
});

test('the runtime table names only settings the server reads', () => {
  const read = settingsRead();
  assert.equal(
    [...tableNames(runtimePart)].filter((name) => !read.has(name)),
    [],
  );
});

test('every build setting is in the build table', () => {
  const documented = tableNames(buildPart);
  assert.equal(
    Object.values(envNames).filter((name) => !documented.has(name)),
    [],
  );
});

test.run();
