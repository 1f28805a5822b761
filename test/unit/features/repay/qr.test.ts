import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { qrPhPayload } from '../../../../server/pay/dev-sample';
import { qrModules } from '../../../../src/features/repay/qr/qr-svg';

// A real decoder (zbarimg, Debian's zbar-tools) reads the drawn code back: the payload a wallet gets
// (here the development gateway's sample payloads).
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
