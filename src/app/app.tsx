import { computed, effect } from '@preact/signals';
import { t } from '../i18n/i18n';
import { currentPath, currentQuery, navigate } from '../router/navigate';
import type { MessageKey } from '../i18n/message-key';
import { retryStatus } from '../session/boot';
import { facialStep, nextFacialStep } from '../session/certification';
import { isSignedIn, statusLoading, userStatus } from '../session/session';
import { FullScreenLoader } from '../ui/loader';
import { resolveRoute } from './guards';
import { LazyPage } from './lazy-page';
import { LoadFailed } from './load-failed';
import { PageBoundary } from './page-boundary';
import { preloadRoute } from './preload-route';
import { TabBar } from './tab-bar';

/** What the router shows for the current hash, derived from the path, the session and the status. */
export const resolution = computed(() => resolveRoute(currentPath.value, isSignedIn.value, userStatus.value));

// Redirects replace the history entry so Back never bounces into a guard, and keep the hash query
// (an embedded sign-in's `openToken` may sit on a path the guards redirect).
effect(() => {
  const r = resolution.value;
  if (r.kind !== 'redirect') return;
  const query = currentQuery.peek().toString();
  navigate(r.to + (query ? '?' + query : ''), { replace: true });
});

effect(() => {
  const r = resolution.value;
  if (r.kind === 'render') document.title = `${t(titleKeyOf(r.route.titleKey, r.params))} · ${t('app.name')}`;
});

// While the borrower fills in one certification step, the next step's page is fetched, so the
// step after a save opens at once even on a slow network.
effect(() => {
  const r = resolution.value;
  const next = r.kind === 'render' && r.params.step ? nextFacialStep(r.params.step) : undefined;
  if (next) void preloadRoute(next.path);
});

// A new page's chunk and data leave as the address changes (a link, a tab, Back), side by side, not
// once its chunk has run. The first page's were asked for by the start script.
let opened = currentPath.peek();
effect(() => {
  const path = currentPath.value;
  if (path === opened) return;
  opened = path;
  void preloadRoute(path);
});

function titleKeyOf(key: MessageKey, params: Record<string, string>): MessageKey {
  return (params.step && facialStep(params.step)?.titleKey) || key;
}

/** The app shell: the current page inside its error boundary and the tab bar. */
export function App() {
  const r = resolution.value;
  return (
    <>
      {r.kind === 'render' && r.route.load ? (
        <PageBoundary key={currentPath.value}>
          <LazyPage load={r.route.load} params={r.params} titleKey={titleKeyOf(r.route.titleKey, r.params)} />
        </PageBoundary>
      ) : r.kind === 'wait' && !statusLoading.value ? (
        <LoadFailed onRetry={retryStatus} />
      ) : (
        <FullScreenLoader />
      )}
      <TabBar />
    </>
  );
}
