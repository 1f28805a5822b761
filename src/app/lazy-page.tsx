// The shell imports preact directly: preact/compat stays off the first screen (pages may use 'react').
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { FullScreenLoader } from '../ui/loader';
import { LoadFailed } from './load-failed';
import type { PageModule, PageProps } from './routes';

/** Spec section 9: a page chunk that has not arrived after 120 s counts as failed. */
export const PAGE_LOAD_TIMEOUT_MS = 120_000;

const loaded = new Map<() => Promise<PageModule>, ComponentType<PageProps>>();

/** Rejects when `p` has not settled within `ms`. */
export function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    p.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** Loads a page chunk, shows the loader meanwhile and a retry screen when it fails or times out. */
export function LazyPage({ load, ...props }: PageProps & { load: () => Promise<PageModule> }) {
  const [Page, setPage] = useState<ComponentType<PageProps> | undefined>(() => loaded.get(load));
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const known = loaded.get(load);
    setPage(() => known);
    setFailed(false);
    if (known) return;
    let alive = true;
    withTimeout(load(), PAGE_LOAD_TIMEOUT_MS).then(
      (m) => {
        loaded.set(load, m.default);
        if (alive) setPage(() => m.default);
      },
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
    };
  }, [load, attempt]);

  if (failed) return <LoadFailed onRetry={() => setAttempt((n) => n + 1)} />;
  if (!Page) return <FullScreenLoader />;
  return <Page {...props} />;
}
