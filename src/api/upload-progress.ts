// fetch cannot report how much of a body has gone out, so a multipart upload that shows its
// progress travels by XMLHttpRequest; the answer is read exactly as a fetch answer would be.

/** Posts `form` to `url`, calling `onProgress` with the sent fraction (0 to 1); resolves with the JSON answer. */
export function postWithProgress(
  url: string,
  headers: Record<string, string>,
  form: FormData,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<{ payload?: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => e.lengthComputable && e.total > 0 && onProgress(Math.min(1, e.loaded / e.total));
    xhr.onload = () => {
      try {
        resolve(JSON.parse(xhr.responseText));
      } catch (e) {
        reject(e);
      }
    };
    xhr.onerror = xhr.onabort = xhr.ontimeout = () => reject(new TypeError('upload failed'));
    signal.addEventListener('abort', () => xhr.abort());
    if (signal.aborted) return xhr.abort();
    xhr.send(form);
  });
}
