import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { encodeQr } from '../../../../src/features/repay/qr/qr-encode';
import { crc16, qrPhPayload } from '../../../../src/features/repay/qr/qr-svg';

test('CRC-16/CCITT-FALSE gives the catalogue check value', () => {
  assert.is(crc16('123456789'), '29B1');
});

test('the QR Ph payload is EMVCo fields with the peso amount and the reference, closed by its CRC', () => {
  const p = qrPhPayload('PC7K2M9Q4R', 123_456);
  assert.ok(p.startsWith('000201010212'), 'format 01, a dynamic code');
  assert.ok(p.includes('5303608'), 'currency: peso (608)');
  assert.ok(p.includes('54071234.56'), 'amount in pesos with two decimals');
  assert.ok(p.includes('62140510PC7K2M9Q4R'), 'reference in the additional data');
  assert.is(p.slice(-8, -4), '6304');
  assert.is(p.slice(-4), crc16(p.slice(0, -4)));
});

// A real decoder reads what the encoder drew, from version 1 to 10 (the one with version bits too).
const zbar = spawnSync('zbarimg', ['--version']).status === 0;
test('a QR decoder (zbarimg) reads back every text, the QR Ph payload included', () => {
  if (!zbar) return console.log('  (zbarimg missing: decoding not checked)');
  const dir = mkdtempSync(join(tmpdir(), 'qr-'));
  for (const text of ['A', 'HELLO 123', 'x'.repeat(60), qrPhPayload('PCAAAAAAAAAA', 498_550), 'z'.repeat(200)]) {
    const m = encodeQr(text);
    // Four pixels a module and a four-module quiet zone: a decoder wants a few pixels per module.
    const n = (m.length + 8) * 4;
    const dark = (y: number, x: number) => (m[Math.floor(y / 4) - 4]?.[Math.floor(x / 4) - 4] ? 1 : 0);
    const rows = Array.from({ length: n }, (_, y) => Array.from({ length: n }, (_, x) => dark(y, x)).join(' '));
    const file = join(dir, 'q.pbm');
    writeFileSync(file, `P1\n${n} ${n}\n${rows.join('\n')}\n`);
    const out = spawnSync('zbarimg', ['-q', '--raw', '-Sdisable', '-Sqrcode.enable', file], { encoding: 'utf8' });
    assert.is(out.stdout.trim(), text, `${text.length} bytes, ${m.length} modules`);
  }
});

test('a text too long for version 10 is refused', () => {
  assert.throws(() => encodeQr('x'.repeat(300)));
});

test.run();
