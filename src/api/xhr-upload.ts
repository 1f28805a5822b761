// fetch reports no upload progress, so an upload whose caller shows a progress bar goes by XMLHttpRequest.

/** Progress of an upload: bytes sent so far and the body's total. */
export type UploadProgress = (sent: number, total: number) => void;

/**
 * POSTs a multipart body, reporting progress, and resolves with the parsed JSON body of a 2xx answer.
 * Rejects on a network failure, an abort through `signal`, or another HTTP status (as the fetch path in client.ts does).
 */
export function xhrUpload(
  url: string,
  headers: Record<string, string>,
  form: FormData,
  signal: AbortSignal,
  onProgress: UploadProgress,
): Promise<{ payload?: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const stop = () => xhr.abort();
    const fail = () => (signal.removeEventListener('abort', stop), reject(new Error('upload failed')));
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded, e.total);
    xhr.onload = () => {
      signal.removeEventListener('abort', stop);
      if (xhr.status < 200 || xhr.status > 299) return reject(new Error(`HTTP ${xhr.status}`));
      try {
        resolve(JSON.parse(xhr.responseText));
      } catch {
        reject(new Error('not JSON'));
      }
    };
    xhr.onerror = xhr.onabort = xhr.ontimeout = fail;
    if (signal.aborted) return fail();
    signal.addEventListener('abort', stop);
    xhr.send(form);
  });
}
