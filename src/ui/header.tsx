import { type ReactNode, useEffect, useRef } from 'react';
import { goBack } from '../router/navigate';
import { t } from '../i18n/i18n';

/** Props of {@link Header}. */
export interface HeaderProps {
  title: string;
  /** Back action; defaults to history back (or the landing page when there is no history). */
  onBack?: () => void;
  /** Hides the back button (top-level tab pages). */
  noBack?: boolean;
  /** Optional content at the right end, e.g. a help link. */
  right?: ReactNode;
}

/** Page header: back button, the page's h1 title and an optional right slot. */
export function Header({ title, onBack, noBack, right }: HeaderProps) {
  const header = useRef<HTMLElement>(null);
  // Toasts show just under the header (--header-height in ui/styles.css), which is as tall as its title's
  // lines. Told when its size changes, after the browser's own layout: reading it at every render forced
  // a layout there, several of them in a page's first render on a slow phone.
  useEffect(() => {
    const root = document.documentElement.style;
    const el = header.current!;
    const watch = new ResizeObserver(() => root.setProperty('--header-height', `${el.offsetHeight}px`));
    watch.observe(el);
    return () => {
      watch.disconnect();
      root.removeProperty('--header-height');
    };
  }, []);
  return (
    <header ref={header} className="ui-header">
      {!noBack && (
        <button type="button" className="ui-header-back" aria-label={t('common.back')} onClick={() => (onBack ?? goBack)()}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </button>
      )}
      <h1 className="ui-header-title">{title}</h1>
      {right && <div className="ui-header-right">{right}</div>}
    </header>
  );
}
