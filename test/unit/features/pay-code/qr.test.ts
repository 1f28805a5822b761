import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { crc16, pesoDecimal, qrPhPayload } from '../../../../src/features/pay-code/qr/emvco';
import { encodeQr } from '../../../../src/features/pay-code/qr/qr-encode';

test('CRC-16/CCITT-FALSE gives the catalogue check value', () => {
  assert.is(crc16('123456789'), '29B1');
});

test('the QR Ph payload is EMVCo ID-length-value fields with the amount, reference and a CRC over the rest', () => {
  const p = qrPhPayload('PC7K2M9Q4R', 123_456);
  assert.ok(p.startsWith('000201010212'), 'format 01, dynamic code');
  assert.ok(p.includes('5303608'), 'currency: peso (608)');
  assert.ok(p.includes('54071234.56'), 'amount in pesos with two decimals');
  assert.ok(p.includes('62140510PC7K2M9Q4R'), 'reference in the additional data');
  assert.is(p.slice(-4), crc16(p.slice(0, -4)));
  assert.is(pesoDecimal(5), '0.05');
});

test('the encoder picks the smallest version and draws the three finder patterns', () => {
  assert.is(encodeQr('A').length, 21);
  const m = encodeQr(qrPhPayload('PC7K2M9Q4R', 123_456));
  assert.is(m.length, 49, 'a 151-byte payload needs version 8 at level M');
  const size = m.length;
  for (const [x, y] of [[0, 0], [size - 7, 0], [0, size - 7]]) {
    assert.ok(m[y][x] && m[y + 6][x + 6] && !m[y + 1][x + 1] && m[y + 3][x + 3], `finder at ${x},${y}`);
  }
  assert.throws(() => encodeQr('x'.repeat(300)));
});

test.run();
