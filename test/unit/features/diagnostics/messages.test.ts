import { test } from 'uvu';
import * as assert from 'uvu/assert';
import th from '../../../../src/features/diagnostics/messages/th';

test('the Thai diagnostics page says "service worker" in Thai, not in English', () => {
  for (const [key, text] of Object.entries(th)) assert.not.match(text, /service worker/i, key);
});

test.run();
