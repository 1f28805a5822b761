import type { MouseEvent, ReactNode } from 'react';
import { Spinner } from './loader';

/** Props of {@link Button}. */
export interface ButtonProps {
  children: ReactNode;
  /** primary: the screen's main action; secondary: outlined; text: link-like. Default primary. */
  variant?: 'primary' | 'secondary' | 'text';
  type?: 'button' | 'submit' | 'reset';
  /** Work in progress: clicks are ignored, a spinner shows and aria-busy is set. */
  busy?: boolean;
  disabled?: boolean;
  /** Full width of its container. */
  block?: boolean;
  onClick?: (e: MouseEvent<HTMLButtonElement>) => void;
  className?: string;
  'aria-label'?: string;
}

/** The app's button. */
export function Button({
  children,
  variant = 'primary',
  type = 'button',
  busy,
  disabled,
  block,
  onClick,
  className: cls,
  ...aria
}: ButtonProps) {
  const classes = `ui-btn ui-btn--${variant}${block ? ' ui-btn--block' : ''}${cls ? ' ' + cls : ''}`;
  return (
    <button
      {...aria}
      type={type}
      className={classes}
      disabled={disabled}
      // While busy the button stays focusable (native disabled would drop keyboard focus to <body>),
      // so it is disabled by aria and by swallowing the click, which also stops a form submit.
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={(e) => {
        if (busy) return e.preventDefault();
        onClick?.(e);
      }}
    >
      {busy && <Spinner decorative />}
      {children}
    </button>
  );
}
