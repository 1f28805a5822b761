import type { ReactNode } from 'react';
import './image-capture.css';
import { Button } from './button';

/** Where one photo stands: none yet, taken and waiting for Send, being shrunk and uploaded, accepted, or failed (with a retry). */
export type CaptureState = 'empty' | 'ready' | 'working' | 'done' | 'failed';

/** Props of {@link ImageCapture}. */
export interface ImageCaptureProps {
  /** What this photo is, e.g. "Front of your ID"; heads the block and names the camera button. */
  title: string;
  /** The example guide shown above the camera button. */
  guide?: ReactNode;
  /** Which camera opens: the back one for documents, the front one for the face; none lets the borrower choose a photo too. */
  facing?: 'environment' | 'user';
  state: CaptureState;
  /** 0 to 1 while working; undefined while the photo is prepared on the device. */
  progress?: number;
  /** Names the progress bar, e.g. "Uploading". */
  progressLabel: string;
  /** Text of the camera button: "Take photo", or "Take again" once one is done. */
  actionLabel: string;
  /** Shown when done ("Uploaded") or failed (why); failures are announced. */
  message?: string;
  retryLabel: string;
  /** The borrower took or chose a photo. */
  onFile: (file: File) => void;
  /** Sends the last photo again after a failure; without it the borrower takes a new one. */
  onRetry?: () => void;
  /** Sends the photo shown (state `ready`), named by `sendLabel`. */
  onSend?: () => void;
  sendLabel?: string;
  /** The URL of the photo taken, shown as a thumbnail, and its text for a screen reader. */
  preview?: string;
  previewLabel?: string;
  disabled?: boolean;
}

/** One photo to take: its guide, a camera button (the phone's own camera through the file input), progress, result and retry. */
export function ImageCapture(p: ImageCaptureProps) {
  const working = p.state === 'working';
  return (
    <section className={`ui-capture ui-capture--${p.state}`} aria-busy={working || undefined}>
      <h2 className="ui-capture-title">{p.title}</h2>
      {p.guide}
      {working && (
        <div className="ui-capture-progress">
          <progress aria-label={p.progressLabel} max={100} value={p.progress === undefined ? undefined : Math.round(p.progress * 100)} />
          <span aria-hidden="true">{p.progress === undefined ? '' : `${Math.round(p.progress * 100)}%`}</span>
        </div>
      )}
      {p.preview && <img className="ui-capture-thumb" src={p.preview} alt={p.previewLabel ?? p.title} width={120} height={80} />}
      {p.message && (
        <p className="ui-capture-message" role={p.state === 'failed' ? 'alert' : 'status'}>
          {p.message}
        </p>
      )}
      <div className="ui-capture-actions">
        {p.state === 'ready' && p.onSend && (
          <Button aria-label={`${p.sendLabel}: ${p.title}`} onClick={p.onSend}>
            {p.sendLabel}
          </Button>
        )}
        {p.state === 'failed' && p.onRetry && (
          <Button variant="secondary" aria-label={`${p.retryLabel}: ${p.title}`} onClick={p.onRetry}>
            {p.retryLabel}
          </Button>
        )}
        <label
          className={`ui-btn ui-btn--${p.state === 'done' || p.state === 'ready' ? 'secondary' : 'primary'} ui-capture-take`}
          aria-disabled={working || p.disabled || undefined}
        >
          <input
            type="file"
            accept="image/*"
            capture={p.facing}
            aria-label={`${p.actionLabel}: ${p.title}`}
            disabled={working || p.disabled}
            onChange={(e) => {
              const input = e.currentTarget;
              const file = input.files?.[0];
              input.value = ''; // the same photo chosen again must fire a change too
              if (file) p.onFile(file);
            }}
          />
          {p.actionLabel}
        </label>
      </div>
    </section>
  );
}
