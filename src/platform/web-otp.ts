/**
 * WebOTP: where the browser has it (Chrome on Android), reads the code from the incoming SMS
 * once the borrower allows it. Returns the function that stops listening (called on unmount).
 * The SMS must end with `@<host> #<code>` for the browser to offer it.
 */
export function listenForSmsCode(onCode: (code: string) => void): () => void {
  if (typeof window === 'undefined' || !('OTPCredential' in window)) return () => {};
  let ctrl: AbortController | undefined;
  const ask = () => {
    ctrl = new AbortController();
    const options = { otp: { transport: ['sms'] }, signal: ctrl.signal } as CredentialRequestOptions;
    navigator.credentials.get(options).then(
      (cred) => {
        const code = (cred as { code?: string } | null)?.code;
        if (code) onCode(code);
      },
      () => {}, // aborted, timed out or refused: the borrower types the code
    );
  };
  // A pending WebOTP request keeps the page out of the back/forward cache: stop it when the page is
  // hidden, and ask again when the page comes back from that cache.
  const hide = () => ctrl?.abort();
  const show = (e: PageTransitionEvent) => e.persisted && ask();
  window.addEventListener('pagehide', hide);
  window.addEventListener('pageshow', show);
  ask();
  return () => {
    ctrl?.abort();
    window.removeEventListener('pagehide', hide);
    window.removeEventListener('pageshow', show);
  };
}
