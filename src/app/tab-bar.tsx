import { t } from '../i18n/i18n';
import { currentPath, navigate } from '../router/navigate';
import { isCertified } from '../session/certification';
import { isSignedIn, statusLoading, unreadMessages, userStatus } from '../session/session';

/** Where each tab leads for this sign-in state and status (spec section 2, bottom tab bar). */
export function tabTarget(tab: 'home' | 'order' | 'user', signedIn: boolean, status: number | null): string {
  if (!signedIn) return '/login';
  if (tab === 'order') return '/order';
  if (tab === 'user') return '/user';
  return status !== null && isCertified(status) ? '/home' : '/noren';
}

/** Paths that show the tab bar. */
const TAB_PATHS = ['/', '/noren', '/home', '/order', '/user'];

const TABS = [
  { tab: 'home', label: 'tab.home', icon: 'M3 11 12 3l9 8v10h-6v-6H9v6H3z', paths: ['/home', '/', '/noren'] },
  { tab: 'order', label: 'tab.order', icon: 'M6 3h12v18H6zM9 8h6M9 12h6M9 16h4', paths: ['/order'] },
  { tab: 'user', label: 'tab.user', icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0', paths: ['/user'] },
] as const;

/** The bottom tab bar: Home, Order, My profile (with the unread message count); hidden while the status loads. */
export function TabBar() {
  if (statusLoading.value || !TAB_PATHS.includes(currentPath.value)) return null;
  return (
    <nav className="tab-bar" aria-label={t('tab.label')}>
      {TABS.map(({ tab, label, icon, paths }) => {
        const here = (paths as readonly string[]).includes(currentPath.value);
        // The unread message count on the profile tab, read as part of the tab's name ("My profile 2"): a
        // name of other words than those shown fails WCAG 2.5.3 for borrowers who speak to their phone.
        const unread = tab === 'user' ? unreadMessages.value : 0;
        const to = tabTarget(tab, isSignedIn.value, userStatus.value);
        return (
          <button
            key={tab}
            type="button"
            aria-current={here ? 'page' : undefined}
            data-route={to} // its page starts loading at the touch (session/tap-start.ts)
            onClick={() => navigate(to)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d={icon} />
            </svg>
            <span>{t(label)}</span>
            {unread > 0 && <span className="tab-badge">{unread > 99 ? '99+' : unread}</span>}
          </button>
        );
      })}
    </nav>
  );
}
