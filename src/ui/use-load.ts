import { useCallback, useEffect, useRef, useState } from 'react';

/** Where a load stands: `idle` when there is nothing to load. */
export type LoadState = 'idle' | 'loading' | 'done' | 'failed';

/** What {@link useLoad} returns. */
export interface Loaded<T> {
  state: LoadState;
  data: T | undefined;
  error: unknown;
  /** Runs the load again (the retry button of a failed load). */
  retry: () => void;
  /** Runs the load again while the data stays on screen (no loader); a failed refresh keeps it too. */
  refresh: () => void;
}

type Result<T> = { state: LoadState; data?: T; error?: unknown };

/** How a load was asked for: `behind` when data is already shown (a refresh), so a failure need not be reported. */
export interface LoadContext {
  behind: boolean;
}

/**
 * Runs `load` on mount, again when `deps` change or `retry` is called, and aborts it on unmount
 * (its signal fires; a late answer is dropped). `ready` may hand over a value already at hand,
 * so a cached page or list shows at once without a loading frame. A null `load` stays idle.
 * `refresh` loads anew behind the data already shown (a list brought back into view).
 */
export function useLoad<T>(
  load: ((signal: AbortSignal, context: LoadContext) => Promise<T>) | null,
  deps: readonly unknown[] = [],
  ready?: () => T | undefined,
): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Result<T>>(() => start(load, ready));
  const behind = useRef(false);
  useEffect(() => {
    const keep = behind.current && load !== null && result.data !== undefined;
    behind.current = false;
    const now: Result<T> = keep ? { state: 'loading' } : start(load, ready);
    if (!keep) setResult((r) => (r.state === now.state && r.data === now.data ? r : now));
    if (now.state !== 'loading') return;
    const ctrl = new AbortController();
    load!(ctrl.signal, { behind: keep }).then(
      (data) => ctrl.signal.aborted || setResult({ state: 'done', data }),
      (error) => ctrl.signal.aborted || keep || setResult({ state: 'failed', error }),
    );
    return () => ctrl.abort();
  }, [...deps, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const refresh = useCallback(() => {
    behind.current = true;
    setAttempt((n) => n + 1);
  }, []);
  return { state: result.state, data: result.data, error: result.error, retry, refresh };
}

function start<T>(load: unknown, ready?: () => T | undefined): Result<T> {
  if (!load) return { state: 'idle' };
  const data = ready?.();
  return data === undefined ? { state: 'loading' } : { state: 'done', data };
}
