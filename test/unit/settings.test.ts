import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as esbuild from 'esbuild';
import { readBuildSettings } from '../../build/settings.mjs';
import { phoneLengthFits } from '../../contract/phone';

test('defaults follow spec section 9: phone length 10, version 2.1.1 sent as 211', () => {
  const s = readBuildSettings({});
  assert.is(s.phoneLength, 10);
  assert.is(s.versionCode, 211);
});

test('the lender is a demo one until all three lender values are configured; the names carry no English notice', () => {
  const demo = readBuildSettings({});
  assert.ok(demo.lenderDemo);
  assert.not.match(demo.lenderName, /demo values|not a real/);
  assert.ok(readBuildSettings({ LENDER_NAME: 'Real Lending Inc.', LENDER_SEC_NO: 'CS201912345' }).lenderDemo);
  assert.not.ok(readBuildSettings({ LENDER_NAME: 'Real Lending Inc.', LENDER_SEC_NO: 'CS201912345', LENDER_CA_NO: '3456' }).lenderDemo);
});

test('a bad value stops the build with a message naming it', () => {
  assert.throws(() => readBuildSettings({ PHONE_LENGTH: 'ten', APP_SECRET: 'abc' }), /PHONE_LENGTH[\s\S]*APP_SECRET/);
});

test('the largest loan is not compiled into the app: the landing carries the server-priced figures', () => {
  assert.not.ok('maxAmount' in readBuildSettings({ MAX_AMOUNT: '50000' }));
});

test('the build takes exactly the PHONE_LENGTH values the server takes (the phone rule of contract/phone.ts)', () => {
  for (const raw of ['6', '7', '10', '15', '16', '99', '0', '-10', '10.5', 'ten']) {
    const built = (() => {
      try {
        return readBuildSettings({ PHONE_LENGTH: raw }).phoneLength === Number(raw);
      } catch {
        return false;
      }
    })();
    assert.is(built, phoneLengthFits(raw), raw);
  }
});

test('the app build defines the settings, so the bundle needs no __SETTINGS__ global', async () => {
  const s = readBuildSettings({ PHONE_LENGTH: '11' });
  const r = await esbuild.build({
    entryPoints: ['src/settings.ts'],
    bundle: true,
    write: false,
    format: 'esm',
    define: { __SETTINGS__: JSON.stringify(s) },
    logLevel: 'silent',
  });
  const text = r.outputFiles[0].text;
  assert.not.match(text, /__SETTINGS__ *;/);
  const { settings } = await import(`data:text/javascript;base64,${Buffer.from(text).toString('base64')}`);
  assert.is(settings.phoneLength, 11);
});

test.run();
