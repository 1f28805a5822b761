import { computed, effect } from '@preact/signals';
import { t } from '../i18n/i18n';
import type { MessageKey } from '../i18n/message-key';
import { retryStatus } from '../session/boot';
import { isSignedIn, statusLoading, userStatus } from '../session/session';
import { FullScreenLoader } from '../ui/loader';
import { resolveRoute } from './guards';
import { LazyPage } from './lazy-page';
import { LoadFailed } from './load-failed';
import { currentPath, currentQuery, navigate } from './navigate';
import { PageBoundary } from './page-boundary';
import { stepTitleKey } from './routes';
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

function titleKeyOf(key: MessageKey, params: Record<string, string>): MessageKey {
  return params.step ? stepTitleKey(params.step) : key;
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
