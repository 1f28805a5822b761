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

let firstPage = true;

// After a route change the tapped control is gone and focus would fall to <body>: move it to the
// new page's title, so a screen reader announces where the borrower is. The first page keeps the browser's focus.
function announcePage(): void {
  if (firstPage) {
    firstPage = false;
    return;
  }
  const h1 = document.querySelector<HTMLElement>('#app h1');
  if (!h1 || h1.contains(document.activeElement)) return;
  h1.tabIndex = -1;
  h1.focus({ preventScroll: true });
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

  useEffect(() => {
    if (Page) announcePage();
  }, [Page]);

  if (failed) return <LoadFailed onRetry={() => setAttempt((n) => n + 1)} />;
  if (!Page) return <FullScreenLoader />;
  return <Page {...props} />;
}
