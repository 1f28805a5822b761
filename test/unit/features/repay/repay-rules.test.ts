import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { pesoDecimal } from '../../../../src/features/repay/channels';

test('centavos as a payment app takes them: two decimals, no grouping', () => {
  assert.is(pesoDecimal(498_550), '4985.50');
  assert.is(pesoDecimal(5), '0.05');
  assert.is(pesoDecimal(100_000_00), '100000.00');
});

test.run();
