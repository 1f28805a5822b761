// The accessibility audit of a page at the phone viewport: axe-core (the maintained WCAG engine) with
// the WCAG 2.2 A and AA rules, and the two checks axe does not make: 44 px targets and 12 px text.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** The rule tags run: WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * The serious and critical axe violations on `page` as shown now, each as `rule (impact): help: target(s)`.
 * The engine goes in as a script tag where the context bypasses the page's policy (phone({ bypassCSP })),
 * which allows no inline script; elsewhere (a journey that keeps the policy on to see its violations)
 * it is evaluated through the debugging protocol, which the policy does not govern.
 */
export async function axeViolations(page: Page, bypassedCSP = false): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    if (bypassedCSP) await page.addScriptTag({ content: axeSource });
    else await page.evaluate(axeSource);
  }
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: any }).axe;
    const r = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return r.violations
      .filter((v: any) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v: any) =>
          `${v.id} (${v.impact}): ${v.help}: ${v.nodes
            .slice(0, 3)
            .map((n: any) => n.target.join(' '))
            .join(', ')}${v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : ''}`,
      );
  }, WCAG_TAGS);
}

/** Controls too small to tap (under 44x44 px) and text below 12 px: what axe leaves to us. */
export async function sizeProblems(page: Page): Promise<string[]> {
  // The test runner keeps function names with a helper the page does not have.
  await page.evaluate('globalThis.__name ??= (f) => f');
  return page.evaluate(() => {
    const problems: string[] = [];
    const dialog = [...document.querySelectorAll('[role=dialog],[role=alertdialog]')].pop();
    const inScope = (el: Element) => !el.closest('[inert],[aria-hidden=true],.ui-sr-only') && (!dialog || dialog.contains(el));
    const controls = document.querySelectorAll<HTMLElement>('button, input:not([type=hidden]), select, textarea, a[href]');
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      if ((box.width === 0 && box.height === 0) || !inScope(el)) continue; // not shown, or out of reach
      const inlineLink = el.tagName === 'A' && getComputedStyle(el).display === 'inline';
      const checkbox = el instanceof HTMLInputElement && el.type === 'checkbox';
      // Inline links in a sentence are exempt (WCAG 2.5.8); a checkbox's target is its whole label.
      const target = checkbox ? (el.closest('label') ?? el).getBoundingClientRect() : box;
      if (!inlineLink && (target.width < 44 || target.height < 44))
        problems.push(`small target ${el.outerHTML.slice(0, 80)} ${Math.round(target.width)}x${Math.round(target.height)}`);
    }
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (!inScope(el) || ![...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim())) continue;
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size < 12) problems.push(`text ${size}px: ${el.textContent!.trim().slice(0, 40)}`);
    }
    return problems;
  });
}

/** Both: the axe violations and the size problems of `page` (`bypassedCSP`: see {@link axeViolations}). */
export async function audit(page: Page, bypassedCSP = false): Promise<string[]> {
  return [...(await axeViolations(page, bypassedCSP)), ...(await sizeProblems(page))];
}
