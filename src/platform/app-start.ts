// The app start report needs the API client, which a visitor's landing never loads otherwise: it waits
// for their first touch or key (the next page needs the client anyway) or for the page to be hidden,
// so nothing more crosses the network while they read. A chunk of its own, with nothing of the client.
import { token } from '../session/session';

const send = () => void import('./tracking-reports').then((m) => m.reportAppStart());

/** Sends the app start report (upload type 20): a signed-in borrower's at once, a visitor's at their first touch, key or hiding. */
export function appStart(): void {
  if (token.peek()) {
    send();
    return;
  }
  const first = new AbortController();
  const go = () => {
    first.abort();
    send();
  };
  for (const type of ['pointerdown', 'keydown', 'visibilitychange']) addEventListener(type, go, { capture: true, signal: first.signal });
}
