import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readBuildSettings } from '../../build/settings.mjs';

test('defaults follow spec section 9: phone length 10, max amount 60000, version 2.1.1 sent as 211', () => {
  const s = readBuildSettings({});
  assert.is(s.phoneLength, 10);
  assert.is(s.maxAmount, 60000);
  assert.is(s.versionCode, 211);
});

test('a bad value stops the build with a message naming it', () => {
  assert.throws(() => readBuildSettings({ MAX_AMOUNT: 'lots', APP_SECRET: 'abc' }), /MAX_AMOUNT[\s\S]*APP_SECRET/);
});

test.run();
