import { useCallback, useEffect, useState } from 'preact/hooks';

/** Where a load stands: `idle` when there is nothing to load. */
export type LoadState = 'idle' | 'loading' | 'done' | 'failed';

/** What {@link useLoad} returns. */
export interface Loaded<T> {
  state: LoadState;
  data: T | undefined;
  error: unknown;
  /** Runs the load again (the retry button of a failed load). */
  retry: () => void;
}

type Result<T> = { state: LoadState; data?: T; error?: unknown };

/**
 * Runs `load` on mount, again when `deps` change or `retry` is called, and aborts it on unmount
 * (its signal fires; a late answer is dropped). `ready` may hand over a value already at hand,
 * so a cached page or list shows at once without a loading frame. A null `load` stays idle.
 */
export function useLoad<T>(
  load: ((signal: AbortSignal) => Promise<T>) | null,
  deps: readonly unknown[] = [],
  ready?: () => T | undefined,
): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Result<T>>(() => start(load, ready));
  useEffect(() => {
    const now = start(load, ready);
    setResult((r) => (r.state === now.state && r.data === now.data ? r : now));
    if (now.state !== 'loading') return;
    const ctrl = new AbortController();
    load!(ctrl.signal).then(
      (data) => ctrl.signal.aborted || setResult({ state: 'done', data }),
      (error) => ctrl.signal.aborted || setResult({ state: 'failed', error }),
    );
    return () => ctrl.abort();
  }, [...deps, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: result.state, data: result.data, error: result.error, retry };
}

function start<T>(load: unknown, ready?: () => T | undefined): Result<T> {
  if (!load) return { state: 'idle' };
  const data = ready?.();
  return data === undefined ? { state: 'loading' } : { state: 'done', data };
}
