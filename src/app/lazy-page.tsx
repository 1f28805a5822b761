import { useEffect, useRef } from 'react';
import { FullScreenLoader } from '../ui/loader';
import { useLoad } from '../ui/use-load';
import { LoadFailed } from './load-failed';
import type { PageProps } from '../router/page-props';
import type { PageLoader } from './routes';

/** Spec section 9: a page chunk that has not arrived after 120 s counts as failed. */
export const PAGE_LOAD_TIMEOUT_MS = 120_000;

/** Rejects when `p` has not settled within `ms`. */
export function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    p.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** A retry that fails sooner than this after the tap failed from the browser's memory, not the network. */
export const IMMEDIATE_FAILURE_MS = 1500;
/** Reloads the document (replaced in tests). */
export const reloader = { reload: () => location.reload() };

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
export function LazyPage({ load, ...props }: PageProps & { load: PageLoader }) {
  const {
    state,
    data: Page,
    retry,
  } = useLoad(
    () => withTimeout(load(), PAGE_LOAD_TIMEOUT_MS).then((m) => m.default),
    [load],
    () => load.page,
  );
  const tappedAt = useRef(0);

  // Browsers remember a failed dynamic import and answer every later one for that chunk with the
  // same failure without asking the network. A retry that fails at once, while online, was that
  // memory: only a reload clears it (the route is in the address, so the borrower lands back here).
  useEffect(() => {
    if (state !== 'failed' || !tappedAt.current) return;
    const immediate = Date.now() - tappedAt.current < IMMEDIATE_FAILURE_MS;
    tappedAt.current = 0;
    if (immediate && navigator.onLine !== false) reloader.reload();
  }, [state]);
  const onRetry = () => {
    tappedAt.current = Date.now();
    retry();
  };

  useEffect(() => {
    if (Page) announcePage();
  }, [Page]);

  if (state === 'failed') return <LoadFailed onRetry={onRetry} />;
  if (!Page) return <FullScreenLoader />;
  return <Page {...props} />;
}
