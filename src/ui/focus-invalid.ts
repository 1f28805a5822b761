import type { RefObject } from 'react';

/** Once the render that marks fields invalid is done, focuses the first of them in `form`, so its message is read. */
export function focusInvalid(form: RefObject<HTMLElement | null>): void {
  setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
