import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { crc16, qrModules, qrPhPayload } from '../../../../src/features/repay/qr/qr-svg';

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

// A real decoder (zbarimg, Debian's zbar-tools) reads the drawn code back: the payload a wallet gets.
const zbar = spawnSync('zbarimg', ['--version']).status === 0;
test('a QR decoder (zbarimg) reads back the QR Ph payload as drawn', () => {
  if (!zbar) return console.log('  (zbarimg missing: decoding not checked)');
  const dir = mkdtempSync(join(tmpdir(), 'qr-'));
  for (const text of [qrPhPayload('PCAAAAAAAAAA', 498_550), qrPhPayload('PC7K2M9Q4R', 1)]) {
    const m = qrModules(text);
    // Four pixels a module (the quiet zone is in the matrix): a decoder wants a few pixels per module.
    const n = m.length * 4;
    const rows = Array.from({ length: n }, (_, y) => Array.from({ length: n }, (_, x) => (m[y >> 2][x >> 2] ? 1 : 0)).join(' '));
    const file = join(dir, 'q.pbm');
    writeFileSync(file, `P1\n${n} ${n}\n${rows.join('\n')}\n`);
    const out = spawnSync('zbarimg', ['-q', '--raw', '-Sdisable', '-Sqrcode.enable', file], { encoding: 'utf8' });
    assert.is(out.stdout.trim(), text, `${text.length} bytes, ${m.length} modules`);
  }
});

test.run();
