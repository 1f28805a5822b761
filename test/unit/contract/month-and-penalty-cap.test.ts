// The 30-day month and the 5% late-fee ceiling are written once (server/pricing/caps.ts and
// contract/borrow.ts): a second literal would let the caps, the daily fee and the agreement drift apart.
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PENALTY_MONTHLY_CAP_PCT } from '../../../contract/borrow';
import { MONTH_DAYS, PENALTY_MONTHLY_CAP_PPM, PPM_PER_PCT, perMonthPpm } from '../../../server/pricing/caps';
import { sourceFiles } from '../../support/source-files';

/** Code lines (comments left out) that multiply or divide by a bare 30, or define a month or a penalty cap of their own. */
function secondCopies(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');
  return code.split('\n').filter((l) => /[*/]\s*30\b(?![_\d])|\b(MONTH_DAYS|\w*PENALTY\w*CAP\w*)\s*=/.test(l));
}

test('the cap is 5% a month on both sides, and a month is 30 days', () => {
  assert.is(PENALTY_MONTHLY_CAP_PCT, 5);
  assert.is(PENALTY_MONTHLY_CAP_PPM, PENALTY_MONTHLY_CAP_PCT * PPM_PER_PCT);
  assert.is(MONTH_DAYS, 30);
  assert.is(perMonthPpm(1_500), 45_000);
});

test('no other file in server/ or src/ writes the month or the cap as a literal', () => {
  const found = [...sourceFiles('server'), ...sourceFiles('src')]
    .filter((p) => !p.endsWith('server/pricing/caps.ts'))
    .flatMap((p) => secondCopies(readFileSync(p, 'utf8')).map((l) => `${p}: ${l.trim()}`));
  assert.equal(found, []);
});

test('the check finds a bare * 30 and a second definition, not 30 seconds, 300 or 30 days of something else', () => {
  assert.is(secondCopies('const m = daily * 30;').length, 1);
  assert.is(secondCopies('const d = monthly / 30;').length, 1);
  assert.is(secondCopies('const PENALTY_CAP_PCT = 5;').length, 1);
  assert.is(secondCopies('export const MONTH_DAYS = 30;').length, 1);
  assert.equal(secondCopies('const WAIT = 30_000; const n = x * 300; const IDLE = 30 * DAY_MS; // rate * 30'), []);
});

test.run();
