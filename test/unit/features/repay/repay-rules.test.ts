import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parsePesos, pesoDecimal } from '../../../../src/features/repay/channels';

test('typed pesos become integer centavos exactly; anything else is no amount', () => {
  assert.is(parsePesos('1,000.5'), 100_050);
  assert.is(parsePesos('0.01'), 1);
  assert.is(parsePesos('5035.50'), 503_550);
  assert.is(parsePesos('1234'), 123_400);
  for (const bad of ['', '.', '1.234', '1.2.3', 'abc']) assert.ok(Number.isNaN(parsePesos(bad)), bad);
});

test('centavos as a payment app takes them: two decimals, no grouping', () => {
  assert.is(pesoDecimal(498_550), '4985.50');
  assert.is(pesoDecimal(5), '0.05');
  assert.is(pesoDecimal(100_000_00), '100000.00');
});

test.run();
