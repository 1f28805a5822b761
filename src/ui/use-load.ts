import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

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

/** How a load was asked for: `behind` when data is already shown (a refresh), so a failure need not be reported. */
export interface LoadContext {
  behind: boolean;
}

// `kept`: the data shown is a load's last answer of this session (a page seen before); it is asked again behind it.
type Result<T> = { state: LoadState; data?: T; error?: unknown; kept?: boolean };

/**
 * A load that may have its last answer at hand (api/kept.ts): shown at once, then asked again behind it;
 * and asked again behind the data on screen whenever `stale` says it may have changed.
 */
export type Load<T> = ((signal: AbortSignal, context: LoadContext) => Promise<T>) & {
  kept?: () => T | undefined;
  stale?: (fn: () => void) => () => void;
};

/**
 * Runs `load` on mount, again when `deps` change or `retry` is called, and aborts it on unmount
 * (its signal fires; a late answer is dropped). `ready` may hand over a value already at hand,
 * so a cached page or list shows at once without a loading frame. A null `load` stays idle.
 * `refresh` loads anew behind the data already shown (a list brought back into view). A load with a
 * kept answer (`load.kept()`, a page seen before) shows it at once and loads anew behind it the same way:
 * the answer replaces it in place, a failure leaves it; and again whenever the load says it is stale.
 */
export function useLoad<T>(load: Load<T> | null, deps: readonly unknown[] = [], ready?: () => T | undefined): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Result<T>>(() => start(load, ready));
  const behind = useRef(false);
  // Before the paint, not after it: an answer already here (asked for by the start script or a tap,
  // opened as it arrived) then shows in the first paint of the page, not one frame and a task later.
  useLayoutEffect(() => {
    const again = behind.current && load !== null && result.data !== undefined;
    behind.current = false;
    const now: Result<T> = again ? { state: 'loading' } : start(load, ready);
    if (!again) setResult((r) => (r.state === now.state && r.data === now.data ? r : now));
    const keep = again || !!now.kept;
    if (now.state !== 'loading' && !now.kept) return;
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
  useEffect(() => load?.stale?.(refresh), [load]);
  return { state: result.state, data: result.data, error: result.error, retry, refresh };
}

function start<T>(load: Load<T> | null, ready?: () => T | undefined): Result<T> {
  if (!load) return { state: 'idle' };
  const data = ready?.();
  if (data !== undefined) return { state: 'done', data };
  const kept = load.kept?.();
  return kept === undefined ? { state: 'loading' } : { state: 'done', data: kept, kept: true };
}
