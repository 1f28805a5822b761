import { type KeyboardEvent, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button';

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Shown unless false: a dialog rendered only while it is needed leaves it out. */
  open?: boolean;
  title: string;
  /** Escape and a tap on the backdrop call it; without it the dialog is left only through its actions. */
  onClose?: () => void;
  children?: ReactNode;
  /** Buttons at the bottom, e.g. OK. */
  actions?: ReactNode;
  /** The words of a secondary button put first among the actions (Cancel, Close, Not now) that calls `onClose`. */
  dismiss?: string;
}

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/** Hides everything outside the dialog from taps, focus and screen readers; returns the undo. */
function inertOutside(keep: HTMLElement): () => void {
  // Live regions marked `data-live` (the toasts) keep speaking while a dialog is open.
  const changed = [...document.body.children].filter(
    (el) => !el.contains(keep) && !(el as HTMLElement).inert && !(el as HTMLElement).dataset.live,
  ) as HTMLElement[];
  for (const el of changed) el.inert = true;
  return () => {
    for (const el of changed) el.inert = false;
  };
}

let dialogs = 0;

/** Modal dialog: focus moves in on open and back to the opener on close, Tab stays inside, Escape closes. */
export function Dialog({ open = true, title, onClose, children, actions, dismiss }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  // Not useId: a dialog shown in a root of its own (the permission notice) would repeat the page's ids.
  const [titleId] = useState(() => `ui-dialog-${++dialogs}`);

  // Layout effect: focus and inert must be undone in the same commit that removes the dialog,
  // not after paint (where preact 11 runs plain effect cleanups of an unmounted tree).
  useLayoutEffect(() => {
    if (!open || !panel.current) return;
    const opener = document.activeElement as HTMLElement | null;
    const backdrop = panel.current.parentElement!;
    const restoreInert = inertOutside(backdrop);
    const body = document.body.style;
    const overflow = body.overflow;
    body.overflow = 'hidden'; // the page behind must not scroll under the finger
    panel.current.focus(); // the panel itself, so a screen reader starts at the title
    return () => {
      restoreInert();
      body.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' && onClose) {
      e.stopPropagation(); // only the topmost dialog closes
      onClose();
    } else if (e.key === 'Tab') {
      const items = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      const at = document.activeElement;
      const wrapTo = !first ? e.currentTarget : e.shiftKey ? (at === first || at === e.currentTarget) && last : at === last && first;
      if (wrapTo) {
        e.preventDefault();
        wrapTo.focus();
      }
    }
  };

  if (!open) return null;
  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a tap outside the panel closes it; keyboards use Escape (onKeyDown on the dialog)
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above
    <div className="ui-backdrop" onClick={(e) => e.target === e.currentTarget && onClose?.()}>
      <div ref={panel} className="ui-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <h2 id={titleId} className="ui-dialog-title">
          {title}
        </h2>
        {children}
        {(dismiss || actions) && (
          <div className="ui-dialog-actions">
            {dismiss && (
              <Button variant="secondary" onClick={onClose}>
                {dismiss}
              </Button>
            )}
            {actions}
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
