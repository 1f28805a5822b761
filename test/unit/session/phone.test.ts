import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { normalizePhone } from '../../../src/session/phone';

test('every written form of a Philippine mobile becomes 09XXXXXXXXX (PRODUCT.md section 2)', () => {
  for (const raw of ['09171234567', '9171234567', '+639171234567', '639171234567', '+63 917 123 4567', '0917-123-4567'])
    assert.is(normalizePhone(raw, 10), '09171234567', raw);
});

test('landlines, short numbers and zeros are not mobiles', () => {
  for (const raw of ['0281234567', '0917123456', '0000000000', '', '091712345678']) assert.is(normalizePhone(raw, 10), null, raw);
});

test.run();
