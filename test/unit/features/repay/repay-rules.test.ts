import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parsePesos, pesoDecimal } from '../../../../src/features/repay/channels';

test('typed pesos become integer centavos exactly; anything else is no amount', () => {
  assert.is(parsePesos('1,000.5', '.'), 100_050);
  assert.is(parsePesos('0.01', '.'), 1);
  assert.is(parsePesos('5035.50', '.'), 503_550);
  assert.is(parsePesos('1234', '.'), 123_400);
  assert.is(parsePesos('2500.', '.'), 250_000, 'a point typed before its centavos');
  for (const bad of ['', '.', '1.2.3', 'abc', '1,000,00', '1234567890']) assert.ok(Number.isNaN(parsePesos(bad, '.')), bad);
});

test('2500.50 and 2500,50 are ₱2,500.50 whichever mark the language writes, never ₱250,050', () => {
  for (const mark of ['.', ','] as const) {
    assert.is(parsePesos('2500.50', mark), 250_050, `2500.50 with ${mark}`);
    assert.is(parsePesos('2500,50', mark), 250_050, `2500,50 with ${mark}`);
    assert.is(parsePesos('2500,5', mark), 250_050, `2500,5 with ${mark}`);
  }
  assert.is(parsePesos('2,500.50', '.'), 250_050);
  assert.is(parsePesos('2.500,50', ','), 250_050);
});

test('a grouping that reads as centavos in the language is no amount: 2.500 in English, 2,500 in Spanish', () => {
  assert.is(parsePesos('2,500', '.'), 250_000);
  assert.ok(Number.isNaN(parsePesos('2.500', '.')));
  assert.is(parsePesos('2.500', ','), 250_000);
  assert.ok(Number.isNaN(parsePesos('2,500', ',')));
});

test('centavos as a payment app takes them: two decimals, no grouping', () => {
  assert.is(pesoDecimal(498_550), '4985.50');
  assert.is(pesoDecimal(5), '0.05');
  assert.is(pesoDecimal(100_000_00), '100000.00');
});

test.run();
