// What each route's page loads first, beside the route table (app/routes.ts), which is first-screen
// bytes while this is not: a signed-in borrower's first calls, asked for by the start script in
// index.html (app/start-script.ts) as soon as the token is known, before the app's scripts arrive,
// and every route's calls, which a tap starts with the page's chunk (status.ts); the API client then
// takes those answers instead of asking again (src/api/early.ts). Pure data: the build reads it too.
import { AccountPath, BorrowPath, CreditPath, RepayPath, UserPath } from '../api/paths';

/** The server's batch (server/batch/routes.ts): the start script sends its calls in this one request. */
export const batchCall = '/batch';

/** The status every signed-in start asks for (it decides the tab bar, and where the landing and sign-in lead). */
export const statusCall: string = UserPath.Status;

/**
 * Per route, the GET calls (under `/api/user`, with the query as the client writes it) its page makes
 * as soon as it shows for a certified borrower, and waits for. Only calls whose answer is harmless to
 * ask for early (a borrower not yet certified just leaves them unused); decoration that no page waits
 * for (Home's carousel) is asked by the page, so it never takes a connection from them.
 */
export const firstCalls: Readonly<Record<string, readonly string[]>> = {
  '/home': [BorrowPath.Recommended, CreditPath.Info, BorrowPath.OpenBill],
  '/loan': [BorrowPath.Recommended, CreditPath.Info, BorrowPath.OpenBill, `${BorrowPath.Bills}?borrowType=1`],
  '/order': [`${BorrowPath.Bills}?borrowType=0`],
  '/user': [CreditPath.Info, AccountPath.Current],
};

// Those of pages a start never opens first; a function, so that the start script, which bundles this
// module for the first calls, leaves them out.
const laterCalls = (): Readonly<Record<string, readonly string[]>> => ({
  // features/repay/repay-page.tsx: the figures, the coupons, the bills in progress.
  '/repay/:repayId': [`${RepayPath.Detail}:repayId`, RepayPath.Coupons, `${BorrowPath.Bills}?borrowType=0`],
});

/**
 * The GET calls the page of route `pattern` loads first for a certified borrower (`:name` is the route's
 * param): its `firstCalls`, or those of a page a start never opens first. A tap starts them with the page's chunk.
 */
export function routeCalls(pattern: string): readonly string[] | undefined {
  return Object.hasOwn(firstCalls, pattern) ? firstCalls[pattern] : laterCalls()[pattern];
}
