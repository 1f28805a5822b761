import { useCallback, useState } from 'react';

// A form's draft kept in localStorage under one key (the caller names the user and the step), so
// what a borrower typed survives a reload, a closed tab and a dropped connection until it is saved.
const PREFIX = 'draft:';

function read<T>(key: string): Partial<T> | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(PREFIX + key) ?? 'null');
    return value && typeof value === 'object' ? (value as Partial<T>) : undefined;
  } catch {
    return undefined; // storage blocked (private mode, a partner iframe) or a damaged entry: start from `initial`
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(PREFIX + key);
    else localStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // storage full or blocked: the form still works, only without a draft
  }
}

/** What {@link useDraft} returns. */
export interface Draft<T> {
  value: T;
  /** Changes some fields; the whole form is stored at once. */
  update: (patch: Partial<T>) => void;
  /** Forgets the stored draft (after the step is saved). */
  clear: () => void;
}

/** A form's values kept on the device under `key` until `clear`; the stored draft wins over `initial` (e.g. saved answers). */
export function useDraft<T extends object>(key: string, initial: T): Draft<T> {
  const [value, setValue] = useState<T>(() => ({ ...initial, ...read<T>(key) }));
  const update = useCallback(
    (patch: Partial<T>) =>
      setValue((v) => {
        const next = { ...v, ...patch };
        write(key, next);
        return next;
      }),
    [key],
  );
  const clear = useCallback(() => write(key, null), [key]);
  return { value, update, clear };
}
