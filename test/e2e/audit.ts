// The accessibility audit every journey may run on a page at the phone viewport.

/** Controls on the page that are too small to tap, have no accessible name, or text below 12 px. */
export async function audit(page: import('playwright-core').Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>('button, input:not([type=hidden]), select, textarea, a[href]');
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue; // not shown
      const inlineLink = el.tagName === 'A' && getComputedStyle(el).display === 'inline';
      const checkbox = el instanceof HTMLInputElement && el.type === 'checkbox';
      // Inline links in a sentence are exempt (WCAG 2.5.8); a checkbox's target is its whole label.
      const target = checkbox ? (el.closest('label') ?? el).getBoundingClientRect() : box;
      if (!inlineLink && (target.width < 44 || target.height < 44))
        problems.push(`small target ${el.outerHTML.slice(0, 80)} ${Math.round(target.width)}x${Math.round(target.height)}`);
      const labelled =
        el.getAttribute('aria-label') ||
        el.getAttribute('aria-labelledby') ||
        (el as HTMLInputElement).labels?.length ||
        el.textContent?.trim();
      if (!labelled) problems.push(`no accessible name ${el.outerHTML.slice(0, 80)}`);
    }
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (!el.childNodes.length || ![...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim())) continue;
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size < 12) problems.push(`text ${size}px: ${el.textContent!.trim().slice(0, 40)}`);
    }
    if (document.documentElement.scrollWidth > window.innerWidth)
      problems.push(`sideways scroll: ${document.documentElement.scrollWidth}px wide`);
    return problems;
  });
}
