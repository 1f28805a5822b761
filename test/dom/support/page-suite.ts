// The hooks every signed-in page suite repeats: a borrower at a status on the page's route before each
// test; the page unmounted and its toasts gone after; the real fetch back at the end.
import { cleanup } from '@testing-library/preact';
import type { Test } from 'uvu';
import { navigate } from '../../../src/router/navigate';
import { token, userStatus } from '../../../src/session/session';
import { clearToasts, restoreFetch } from './fake-server';

/** Registers those hooks on `suite`; a suite's own before.each runs after this one. */
export function signedInPageSuite(suite: Test, at: { token: string; status: number; path: string }): void {
  suite.before.each(() => {
    token.value = at.token;
    userStatus.value = at.status;
    navigate(at.path);
  });
  suite.after.each(() => {
    cleanup();
    clearToasts();
  });
  suite.after(restoreFetch);
}
