// One photo taken on the phone and sent: shrunk on the device, uploaded with progress, retried as is
// after a failure. Identity photos and proofs of payment share it; a proof is held until the borrower
// taps Send, since each one sent counts against the few a bill may have waiting.
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/catalogue';
import type { UploadProgress } from '../api/xhr-upload';
import { t } from '../i18n/i18n';
import type { CaptureState } from '../ui/image-capture';
import { shrinkImage } from './shrink-image';

/** The server took the photo but did not accept it (a face that did not pass): a new photo is needed, not a retry. */
export class PhotoRefused extends Error {}

/** One photo's upload: its state, progress and message, and the borrower's actions on it. */
export interface PhotoUpload {
  state: CaptureState;
  progress?: number;
  message?: string;
  /** Shrinks the photo on the device, then sends it (or, held, shows it until `send`). */
  take: (file: File) => void;
  /** Sends the held photo; undefined unless one is `ready`. */
  send?: () => void;
  /** Sends the last shrunk photo again; undefined when there is nothing to resend. */
  retry?: () => void;
  /** Back to no photo (the ID type changed, so both sides must be taken again). */
  reset: () => void;
  /** An object URL of the photo as sent, for its thumbnail; none for a photo sent on an earlier visit or refused. */
  preview?: string;
}

type Slot = { state: CaptureState; progress?: number; message?: string; photo?: Blob };

/**
 * Runs `send` for each photo the borrower takes: shrink, upload with progress, and a retry of the same
 * photo on failure; `unreadable` is what the page says of a photo the phone cannot decode. With `hold`,
 * a photo taken waits, shown, in state `ready` until the borrower sends it.
 */
export function usePhotoUpload(
  send: (photo: Blob, onProgress: UploadProgress) => Promise<void>,
  done: boolean,
  unreadable: string,
  hold = false,
): PhotoUpload {
  const [slot, setSlot] = useState<Slot>({ state: done ? 'done' : 'empty' });
  const latest = useRef(0); // a newer photo wins over an older one still on its way
  const [preview, setPreview] = useState<string>();
  const shown = useRef<string | undefined>(undefined);
  // One object URL at a time: the one it replaces, and the last one on leaving, are released.
  const show = (photo?: Blob) => {
    if (shown.current) URL.revokeObjectURL(shown.current);
    shown.current = photo && URL.createObjectURL(photo);
    setPreview(shown.current);
  };
  useEffect(() => () => shown.current && URL.revokeObjectURL(shown.current), []);

  const upload = async (photo: Blob, ticket: number) => {
    const mine = () => latest.current === ticket;
    setSlot({ state: 'working', progress: 0 });
    show(photo);
    try {
      await send(photo, (sent, total) => mine() && setSlot((s) => ({ ...s, progress: total ? sent / total : undefined })));
      if (mine()) setSlot({ state: 'done' });
    } catch (e) {
      if (!mine() || (e instanceof ApiError && e.kind === 'aborted')) return;
      // The server's word on the photo itself (too small, unreadable): the same photo would be refused again.
      const refused = e instanceof PhotoRefused || (e instanceof ApiError && (e.data as { field?: string } | null)?.field === 'file');
      setSlot({ state: 'failed', message: (e as Error).message || t('error.unknown'), photo: refused ? undefined : photo });
      if (refused) show(); // the way forward is a new photo: the refused one goes
    }
  };

  const take = async (file: File) => {
    const ticket = ++latest.current;
    setSlot({ state: 'working' });
    show();
    let photo: Blob;
    try {
      photo = await shrinkImage(file);
    } catch {
      if (latest.current === ticket) setSlot({ state: 'failed', message: unreadable });
      return;
    }
    if (latest.current !== ticket) return;
    if (hold) {
      setSlot({ state: 'ready', photo });
      show(photo);
    } else await upload(photo, ticket);
  };

  const photo = slot.photo;
  return {
    ...slot,
    take: (file) => void take(file),
    send: slot.state === 'ready' && photo ? () => void upload(photo, ++latest.current) : undefined,
    retry: slot.state === 'failed' && photo ? () => void upload(photo, ++latest.current) : undefined,
    reset: () => {
      ++latest.current;
      setSlot({ state: 'empty' });
      show();
    },
    preview,
  };
}
