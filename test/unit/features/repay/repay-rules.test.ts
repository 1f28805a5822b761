import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parsePesos, pesoDecimal } from '../../../../src/features/repay/channels';
import { shouldPayEarly } from '../../../../src/features/repay/pay-early';

const manila = (iso: string) => Date.parse(iso + 'T10:00:00+08:00');

test('a due date on a Manila weekend or regular holiday asks to pay a day early; a working day does not', () => {
  assert.ok(shouldPayEarly(manila('2026-11-28')), 'Saturday');
  assert.ok(shouldPayEarly(manila('2026-11-29')), 'Sunday');
  assert.ok(shouldPayEarly(manila('2026-11-30')), 'Bonifacio Day, a Monday');
  assert.ok(shouldPayEarly(manila('2026-12-25')), 'Christmas Day');
  assert.not.ok(shouldPayEarly(manila('2026-11-27')), 'Friday');
  // 23:30 Friday in UTC is already Saturday in Manila.
  assert.ok(shouldPayEarly(Date.parse('2026-11-27T16:30:00Z')));
});

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
