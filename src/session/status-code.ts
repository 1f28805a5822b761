// The status's code (session/status.ts) is not part of the first screen: a visitor never needs it. Every
// page a signed-in borrower opens carries it in its shared chunk, and that module hands itself over
// here when it runs; so a signed-in start waits for the opened page's files, which it fetches anyway,
// rather than for one more file of its own (over HTTP/1.1 a request fewer in the start's one round).

/** What app start uses of session/status.ts. */
export interface StatusCode {
  refreshStatus(): Promise<number>;
  refreshUnread(): Promise<void>;
  routeForStatus(path: string, status: number, navigate: (to: string) => void): void;
}

let here: StatusCode | undefined;

/** session/status.ts, as it runs. */
export function statusCodeArrived(code: StatusCode): void {
  here = code;
}

/** The status's code if a chunk brought it. */
export function statusCodeHere(): StatusCode | undefined {
  return here;
}
