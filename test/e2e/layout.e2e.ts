// Every route of the route table in every language at 360x740 (touch), as each kind of borrower
// meets it (route-walk.ts). The check (layout-check.ts) fails on clipped or overflowing text, a
// control narrower than its label, a word broken across lines, and anything lying over an enabled
// control. LAYOUT_SHOTS=<dir> also saves a screenshot of each page and dialog there.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Locale } from '../../src/i18n/i18n';
import { type LayoutProblem, layoutProblems } from './layout-check';
import { unwalkedRoutes, walkRoutes } from './route-walk';

// LAYOUT_LANGS=fil,th walks only those (while fixing); CI walks all six.
const LANGS = (process.env.LAYOUT_LANGS?.split(',') ?? ['en', 'es', 'id', 'th', 'vi', 'fil']) as Locale[];
const SHOTS = process.env.LAYOUT_SHOTS;

test('the walk covers every route of the route table', async () => {
  assert.equal(await unwalkedRoutes(), []);
});

test('every route in six languages at 360x740: no clipped text, narrow control, broken word or covered control', async () => {
  const problems: string[] = [];
  const counts: Record<string, Record<string, number>> = {};
  const note = (lang: Locale, where: string, found: LayoutProblem[]) => {
    for (const p of found) {
      problems.push(`${where} [${lang}] ${p.kind}: ${p.element}: ${p.detail}`);
      counts[lang] ??= {};
      counts[lang][p.kind] = (counts[lang][p.kind] ?? 0) + 1;
    }
  };
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  const shot = async (page: Page, lang: Locale, where: string, fullPage: boolean) =>
    SHOTS && (await page.screenshot({ path: `${SHOTS}/${lang}${where.replace(/[^\w]+/g, '_')}.png`, fullPage }));
  const took = await walkRoutes({
    langs: LANGS,
    prefix: '0917640',
    async check(page, lang, where, dialog) {
      note(lang, where, await layoutProblems(page));
      await shot(page, lang, where, !dialog);
    },
  });
  const secs = (ms: number) => (ms / 1000).toFixed(1);
  console.log(`layout walk: ${secs(took.total)} s (borrowers ${secs(took.setup)} s); found ${JSON.stringify(counts)}`);
  if (SHOTS) writeFileSync(`${SHOTS}/problems.txt`, problems.join('\n'));
  assert.equal(problems, []);
});

test.run();
