import { act } from '@testing-library/preact';

/** The text a screen reader reads as an element's description (its aria-describedby targets, in order). */
export function descriptionOf(el: Element): string {
  const ids = (el.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? `<missing #${id}>`).join(' ');
}

/**
 * Picks an option the way a browser does (value, then input and change events).
 * Needed because @testing-library/preact turns fireEvent.change into an input event once preact/compat is loaded.
 */
export function choose(select: HTMLElement, value: string): void {
  act(() => {
    (select as HTMLSelectElement).value = value;
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** The visible texts of a select's options. */
export const optionTexts = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((o) => o.textContent);
