import { signal } from '@preact/signals';

/** One message on screen. */
export interface Toast {
  id: number;
  message: string;
  kind: 'info' | 'error' | 'success';
}

/** Options of {@link showToast}. */
export interface ToastOptions {
  kind?: Toast['kind'];
  /** Milliseconds on screen; default 3000. */
  duration?: number;
}

/** The toasts on screen, oldest first. */
export const toasts = signal<Toast[]>([]);

const MAX = 3;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let nextId = 1;

/** Removes one toast now (it also leaves by itself after its duration). */
export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toasts.value = toasts.value.filter((x) => x.id !== id);
}

/** Shows a short message from anywhere (API client, pages); the same text already on screen is not stacked twice. */
export function showToast(message: string, opts: ToastOptions = {}): void {
  const same = toasts.value.find((x) => x.message === message);
  if (same) dismissToast(same.id); // a burst of identical API errors shows once, timed from the latest
  const toast: Toast = { id: nextId++, message, kind: opts.kind ?? 'info' };
  const kept = toasts.value.slice(-(MAX - 1));
  for (const old of toasts.value) if (!kept.includes(old)) dismissToast(old.id);
  toasts.value = [...kept, toast];
  timers.set(
    toast.id,
    setTimeout(() => dismissToast(toast.id), opts.duration ?? 3000),
  );
}

/** How a failed API call reaches the borrower (given to the client at boot): no network or time-out as an error, a refusal as information. */
export function showApiError(message: string, cause: 'network' | 'business'): void {
  showToast(message, cause === 'network' ? { kind: 'error' } : {});
}

/** The toast host, rendered once by the shell; the live region stays mounted so screen readers announce each message. */
export function Toasts() {
  return (
    <div className="ui-toasts" role="status" aria-live="polite">
      {toasts.value.map((x) => (
        <p key={x.id} className={`ui-toast ui-toast--${x.kind}`}>
          {x.message}
        </p>
      ))}
    </div>
  );
}
