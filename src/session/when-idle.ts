// Under the session, not the platform, which the session may not import: both start work once the page
// shows (the session the unread badge and the taps' code, the platform its reports), and the platform
// may import the session.
/** Runs `fn` when the page is next idle (soon after, where the browser cannot tell): after what it is busy showing. */
export function whenIdle(fn: () => void): void {
  (self.requestIdleCallback ?? setTimeout)(() => fn());
}
