import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parsePesos, pesosText } from '../../../src/i18n/parse-pesos';

test('whole pesos and pesos with centavos become integer centavos exactly: 2500.50 is ₱2,500.50, never ₱250,050', () => {
  assert.is(parsePesos('2500.50'), 250_050);
  assert.is(parsePesos('2500.5'), 250_050);
  assert.is(parsePesos('2500'), 250_000);
  assert.is(parsePesos('0.01'), 1);
  assert.is(parsePesos(' 60000 '), 6_000_000);
});

test('grouping as the borrower’s language writes it, with a comma or a dot for the centavos', () => {
  assert.is(parsePesos('2,500.50'), 250_050);
  assert.is(parsePesos('2500,50'), 250_050);
  assert.is(parsePesos('1,23'), 123);
  assert.is(parsePesos('1,234,567'), 123_456_700);
  assert.is(parsePesos('60 000'), 6_000_000);
  assert.is(parsePesos('2500.'), 250_000, 'a point typed before its centavos');
});

test('2500.50 and 2500,50 are ₱2,500.50 whichever mark the language writes, never ₱250,050', () => {
  for (const mark of ['.', ','] as const) {
    assert.is(parsePesos('2500.50', mark), 250_050, `2500.50 with ${mark}`);
    assert.is(parsePesos('2500,50', mark), 250_050, `2500,50 with ${mark}`);
    assert.is(parsePesos('2500,5', mark), 250_050, `2500,5 with ${mark}`);
  }
  assert.is(parsePesos('2.500,50', ','), 250_050);
});

test('a grouping that reads as centavos in the language is no amount: 2.500 in English, 2,500 in Spanish', () => {
  assert.is(parsePesos('2,500', '.'), 250_000);
  assert.is(parsePesos('2.500', '.'), null);
  assert.is(parsePesos('2.500', ','), 250_000);
  assert.is(parsePesos('2,500', ','), null);
});

test('anything that is not one clear amount is refused (null), never guessed', () => {
  for (const bad of ['', '.', ',', 'abc', '12a', '1.2.3', '1.234.5', '1,234,5', '2500.505', '12,34,567', '-5', '1e3', '0x10', '9999999999'])
    assert.is(parsePesos(bad), null, bad);
});

test('centavos as the amount field shows them: no grouping, centavos only when there are some', () => {
  assert.is(pesosText(250_050), '2500.50');
  assert.is(pesosText(250_005), '2500.05');
  assert.is(pesosText(500_000), '5000');
  assert.is(parsePesos(pesosText(123_456_789)), 123_456_789);
});

test.run();
