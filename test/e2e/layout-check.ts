// The layout check of a page as it stands at the phone viewport: text clipped or out of its box,
// controls narrower than their label, words broken inside, and overlays (toasts, dialogs, fixed
// bars) over an enabled control. Each finding names its kind and the element, so a failure reads
// as what a borrower would see.
import type { Page } from 'playwright-core';

/** What a finding is about. */
export type LayoutKind = 'clipped' | 'overflow' | 'narrow-control' | 'broken-word' | 'covered';
/** One layout defect: its kind, the element (tag, class, start of its text) and the detail. */
export interface LayoutProblem {
  kind: LayoutKind;
  element: string;
  detail: string;
}

/**
 * The layout defects of `page` as shown now. A toast carrying `toastText` is placed in the app's
 * toast host, just under the header as the app places it, while the covering check runs (toasts come
 * and go; their place must never be over a control pinned to the screen). The page's scroll positions are restored.
 */
export async function layoutProblems(
  page: Page,
  toastText = 'A message of about one line and a half on a phone screen',
): Promise<LayoutProblem[]> {
  // The test runner keeps function names with a helper the page does not have.
  await page.evaluate('globalThis.__name ??= (f) => f');
  return page.evaluate(inPage, toastText);
}

/** Runs in the page; self-contained. */
function inPage(toastText: string): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const seen = new Set<string>();
  const describe = (el: Element) => {
    const cls = typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\s+/).join('.') : '';
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ');
    const label = el.getAttribute('aria-label') ?? '';
    return `<${el.tagName.toLowerCase()}${cls}> "${(text || label).slice(0, 50)}"`;
  };
  const report = (kind: LayoutKind, el: Element, detail: string) => {
    const element = describe(el);
    const id = `${kind} ${element}`;
    if (seen.has(id)) return;
    seen.add(id);
    problems.push({ kind, element, detail });
  };
  const px = (n: number) => Math.round(n);
  const vw = document.documentElement.clientWidth;
  const dialog = [...document.querySelectorAll('[role=dialog],[role=alertdialog]')].pop();
  // Under an open modal the page is inert and out of reach: it was checked before the dialog opened.
  const inScope = (el: Element) => !el.closest('[inert],[aria-hidden=true],.ui-sr-only') && (!dialog || dialog.contains(el));
  const shown = (el: Element) => {
    const s = getComputedStyle(el);
    return s.visibility !== 'hidden' && Number(s.opacity) > 0 && el.getClientRects().length > 0;
  };

  // The box each ancestor lets its content show in: overflow hidden or clip cuts, scrolling boxes do
  // not (their content is reached by scrolling; a box scrolling sideways by accident is reported).
  const clipOf = (el: Element): { left: number; right: number; top: number; bottom: number; by: Element } | null => {
    let box = { left: 0, right: vw, top: -Infinity, bottom: Infinity, by: document.documentElement as Element };
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.position === 'fixed') break;
      const cx = s.overflowX === 'hidden' || s.overflowX === 'clip';
      const cy = s.overflowY === 'hidden' || s.overflowY === 'clip';
      if (!cx && !cy) continue;
      const r = a.getBoundingClientRect();
      const next = {
        left: cx ? Math.max(box.left, r.left) : box.left,
        right: cx ? Math.min(box.right, r.right) : box.right,
        top: cy ? Math.max(box.top, r.top) : box.top,
        bottom: cy ? Math.min(box.bottom, r.bottom) : box.bottom,
        by: a as Element,
      };
      box = next;
    }
    return box;
  };

  const all = [...document.body.querySelectorAll('*')].filter((el) => inScope(el) && shown(el));

  // 1. The page, and any box, scrolling sideways: content wider than the screen or its box.
  if (document.documentElement.scrollWidth > vw + 1)
    report('overflow', document.documentElement, `the page scrolls sideways: ${document.documentElement.scrollWidth}px wide at ${vw}px`);
  // A box meant to scroll sideways (a carousel) snaps or is a labelled region a keyboard can scroll.
  const sideways = (el: Element) => {
    const s = getComputedStyle(el);
    return (s.overflowX === 'auto' || s.overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1;
  };
  const meant = (el: Element) =>
    getComputedStyle(el).scrollSnapType !== 'none' || el.matches('[tabindex="0"][aria-label],[tabindex="0"][aria-labelledby]');
  for (const el of all)
    if (sideways(el) && !meant(el)) report('overflow', el, `scrolls sideways: content ${el.scrollWidth}px in ${el.clientWidth}px`);
  const inCarousel = (el: Element) => {
    for (let a = el.parentElement; a; a = a.parentElement) if (sideways(a) && meant(a)) return true;
    return false;
  };

  // 2. Text: every line box of every text node inside its element's box, what clips it, and the screen;
  // and every word on one line.
  // The words of a text, each to stay on one line. A hyphenated word may break after its hyphen only
  // between parts of three letters or more ("cloud-/hosting", never "e-/wallet" or "I-/upload").
  // Thai, written without spaces, is cut by the language's dictionary, except for the compounds a
  // reader takes as one word that the dictionary splits.
  const thai = new Intl.Segmenter('th', { granularity: 'word' });
  // (The app joins them with U+2060 WORD JOINER, which the dictionary leaves in.)
  const compounds = /เงิน\u2060?กู้|สิน\u2060?เชื่อ/g;
  const words = (text: string): { start: number; end: number }[] => {
    const out: { start: number; end: number }[] = [];
    for (const m of text.matchAll(/\S+/g)) {
      const start = m.index ?? 0;
      if (/[\u0E00-\u0E7F]/.test(m[0])) {
        for (const seg of thai.segment(m[0]))
          if (seg.isWordLike) out.push({ start: start + seg.index, end: start + seg.index + seg.segment.length });
        for (const c of m[0].matchAll(compounds)) out.push({ start: start + (c.index ?? 0), end: start + (c.index ?? 0) + c[0].length });
        continue;
      }
      if (/\d/.test(m[0])) continue; // a number or a code (a UUID) breaks where it must
      const pieces = m[0].split(/(?<=-)/);
      let at = start;
      for (const [i, piece] of pieces.entries()) {
        const next = pieces[i + 1];
        const short = (x: string) => (x.match(/\p{L}/gu) ?? []).length < 3;
        // A piece joined to the next when the break between them would leave a short part.
        if (next !== undefined && (short(piece) || short(next))) out.push({ start: at, end: at + piece.length + next.length });
        if (/\p{L}.*\p{L}/u.test(piece)) out.push({ start: at, end: at + piece.length });
        at += piece.length;
      }
    }
    return out;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
    const el = n.parentElement;
    if (!el || !n.data.trim() || !inScope(el) || !shown(el) || el.closest('script,style,svg,option') || inCarousel(el)) continue;
    range.selectNodeContents(n);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0.5);
    if (!rects.length) continue;
    // The element's box: the nearest ancestor laid out as a box (an inline span lends its line to its block).
    let block: Element = el;
    while (block.parentElement && getComputedStyle(block).display.startsWith('inline') && !block.matches('button,a,label,input,select'))
      block = block.parentElement;
    const bs = getComputedStyle(block);
    const b = block.getBoundingClientRect();
    const clip = clipOf(n.parentElement!.closest('*')!)!;
    const ownClip = bs.overflowX === 'hidden' || bs.overflowX === 'clip' || bs.textOverflow === 'ellipsis';
    for (const r of rects) {
      if (ownClip && (r.right > b.right - parseFloat(bs.paddingRight) + 1 || r.left < b.left + parseFloat(bs.paddingLeft) - 1))
        report('clipped', block, `text cut at the side of its own box: ${px(r.width)}px of text in ${px(block.clientWidth)}px`);
      else if (r.right > clip.right + 1 || r.left < clip.left - 1)
        report(
          clip.by === document.documentElement ? 'overflow' : 'clipped',
          block,
          clip.by === document.documentElement
            ? `text beyond the screen's edge (${px(r.left)}..${px(r.right)} of ${vw}px)`
            : `text cut by ${describe(clip.by)}`,
        );
      else if (r.bottom > clip.bottom + 1 || r.top < clip.top - 1)
        report('clipped', block, `text cut at the top or bottom by ${describe(clip.by)}`);
      else if (r.right > b.right + 1 || r.left < b.left - 1)
        report(
          block.matches('button,a,label,[role=tab]') ? 'narrow-control' : 'overflow',
          block,
          `text runs ${px(Math.max(r.right - b.right, b.left - r.left))}px out of its box`,
        );
    }
    if (rects.length < 2) continue;
    for (const w of words(n.data)) {
      range.setStart(n, w.start);
      range.setEnd(n, w.end);
      const parts = [...range.getClientRects()].filter((r) => r.width > 0.5);
      const tops = parts.map((r) => r.top);
      // A word wider than its whole line has to break; one that would fit on a line of its own must not.
      const width = parts.reduce((sum, r) => sum + r.width, 0);
      const line = block.clientWidth - parseFloat(bs.paddingLeft) - parseFloat(bs.paddingRight);
      if (tops.length > 1 && Math.max(...tops) - Math.min(...tops) > 2 && width <= line)
        report('broken-word', block, `"${n.data.slice(w.start, w.end)}" is broken across lines`);
    }
  }

  // 3. Controls whose own text the browser draws (selects, inputs): the text must fit inside the control.
  const ruler = document.createElement('span');
  ruler.style.cssText = 'position:absolute;visibility:hidden;white-space:pre;left:0;top:0';
  document.body.append(ruler);
  for (const el of all) {
    if (!(el instanceof HTMLSelectElement || el instanceof HTMLInputElement)) continue;
    if (el instanceof HTMLInputElement && !['text', 'tel', 'email', 'search', 'number', ''].includes(el.type)) continue;
    // A select shows whichever option is chosen, its placeholder included: each must fit.
    const texts = el instanceof HTMLSelectElement ? [...el.options].map((o) => o.text) : [el.value || el.placeholder];
    const s = getComputedStyle(el);
    ruler.style.font = s.font;
    ruler.style.letterSpacing = s.letterSpacing;
    const room = el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
    // A select that wraps (white-space: normal) needs room for its longest word, one that does not for the whole text.
    const wraps = el instanceof HTMLSelectElement && !s.whiteSpace.startsWith('nowrap') && s.whiteSpace !== 'pre';
    ruler.style.whiteSpace = wraps ? 'normal' : 'pre';
    ruler.style.width = wraps ? `${room}px` : '';
    for (const text of texts) {
      if (!text.trim()) continue;
      ruler.textContent = text;
      const need = wraps ? ruler.scrollWidth : ruler.getBoundingClientRect().width;
      if (need > room + 1) {
        report('narrow-control', el, `"${text}" needs ${px(need)}px, the control shows ${px(room)}px`);
        break;
      }
    }
  }
  ruler.remove();

  // 4. Nothing over an enabled control: each is brought into view (as a borrower would scroll to it)
  // and must be what a tap at its centre reaches; a toast must not lie over one pinned to the screen.
  const host = document.querySelector('.ui-toasts');
  const toast = document.createElement('p');
  toast.className = 'ui-toast ui-toast--error';
  toast.textContent = toastText;
  const scrolled = [...document.querySelectorAll('*')].map((e) => [e, e.scrollTop, e.scrollLeft] as const);
  const [sx, sy] = [window.scrollX, window.scrollY];
  const controls = all.filter(
    (el) =>
      el.matches('button,a[href],input,select,textarea,[role=tab],[tabindex="0"]') &&
      !(el as HTMLButtonElement).disabled &&
      el.getAttribute('aria-disabled') !== 'true',
  );
  const pinned = (el: Element | null): boolean =>
    !!el && (['fixed', 'sticky'].includes(getComputedStyle(el).position) || pinned(el.parentElement));
  if (host) host.append(toast);
  const t = toast.getBoundingClientRect();
  for (const el of controls) {
    el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
    // An inline link wrapped over two lines: its largest piece is where a finger lands.
    const r = [...el.getClientRects()].sort((a, b) => b.width * b.height - a.width * a.height)[0];
    if (!r || r.width < 4 || r.height < 4) continue;
    const x = Math.min(Math.max(r.left + r.width / 2, 0), vw - 1);
    const y = Math.min(Math.max(r.top + r.height / 2, 0), window.innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    const labels = (el as HTMLInputElement).labels ? [...(el as HTMLInputElement).labels!] : [];
    if (
      hit &&
      hit !== el &&
      !el.contains(hit) &&
      !labels.some((l) => l.contains(hit)) &&
      !(hit instanceof HTMLLabelElement && hit.contains(el))
    )
      report('covered', el, `a tap at its centre reaches ${describe(hit)}`);
    // A toast lies over the page for its 3 s and lets taps through, but never over a control pinned to
    // the screen (the tab bar, a header's, a sticky foot's): those stay where the borrower reaches for them.
    if (host && pinned(el) && r.left < t.right && r.right > t.left && r.top < t.bottom && r.bottom > t.top)
      report('covered', el, `a toast (${px(t.top)}..${px(t.bottom)}px) lies over it (${px(r.top)}..${px(r.bottom)}px)`);
  }
  toast.remove();
  for (const [e, top, left] of scrolled) e.scrollTo({ top, left, behavior: 'instant' });
  window.scrollTo({ left: sx, top: sy, behavior: 'instant' });
  return problems;
}
