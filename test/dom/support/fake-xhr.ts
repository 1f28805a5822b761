// A stand-in XMLHttpRequest for uploads in DOM tests: reports upload progress, answers by path with
// enveloped replies (or fails as offline), and records each upload's multipart fields.
import { seal } from '../../../src/api/envelope';
import { settings } from '../../../src/settings';
import type { Reply } from './fake-server';

/** One upload the app made: its path and its multipart fields. */
export interface SentUpload {
  url: string;
  fields: Record<string, FormDataEntryValue>;
}

/** Every upload since `fakeUploads` was installed. */
export const uploads: SentUpload[] = [];
let before: typeof XMLHttpRequest | undefined;

/** Puts back the XMLHttpRequest that was there before (call it in `test.after`). */
export function restoreXhr(): void {
  if (before) globalThis.XMLHttpRequest = before;
  before = undefined;
}

/** Installs the fake: `routes` maps `/path` (after `/api/user`) to a reply or a function of the upload; others answer 200 with null. */
export function fakeUploads(routes: Record<string, Reply | ((u: SentUpload) => Reply)> = {}): void {
  uploads.length = 0;
  before ??= globalThis.XMLHttpRequest;
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url.replace(/^https?:\/\/[^/]+/, '');
    }
    setRequestHeader() {}
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      const sent: SentUpload = { url: this.url, fields: Object.fromEntries(form.entries()) };
      uploads.push(sent);
      const found = routes[this.url.split('?')[0].replace(/^\/api\/user/, '')];
      const reply = typeof found === 'function' ? found(sent) : (found ?? {});
      setTimeout(async () => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        if (reply === 'network') return this.onerror?.();
        const envelope = { code: reply.code ?? 200, data: reply.data ?? null, msg: reply.msg ?? '' };
        this.status = 200;
        this.responseText = JSON.stringify({ payload: await seal(envelope, settings.envelopeKey) });
        this.onload?.();
      });
    }
  }
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
}

/** Makes photos decodable in happy-dom (which has no canvas): a 4000×3000 picture that redraws as a small JPEG. */
export function fakeCanvas(decodes = true): void {
  (globalThis as any).createImageBitmap = async () => {
    if (!decodes) throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    return { width: 4000, height: 3000, close() {} };
  };
  const proto = HTMLCanvasElement.prototype as any;
  proto.getContext = () => ({ drawImage() {} });
  proto.toBlob = function (this: HTMLCanvasElement, done: (b: Blob) => void, type: string) {
    done(new Blob([`${this.width}x${this.height}`], { type }));
  };
}
