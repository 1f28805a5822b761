/** The text a screen reader reads as an element's description (its aria-describedby targets, in order). */
export function descriptionOf(el: Element): string {
  const ids = (el.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? `<missing #${id}>`).join(' ');
}
