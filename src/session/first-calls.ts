// What each route's page loads first, beside the route table (app/routes.ts), which is first-screen
// bytes while this is not: a signed-in borrower's first calls, asked for by the start script in
// index.html (app/start-script.ts) as soon as the token is known, before the app's scripts arrive,
// and every route's calls, which a tap starts with the page's chunk (status.ts); the API client then
// takes those answers instead of asking again (src/api/early.ts). Pure data: the build reads it too.

/** The server's batch (server/batch/routes.ts): the start script sends its calls in this one request. */
export const batchCall = '/batch';

/** The status every signed-in start asks for (it decides the tab bar, and where the landing and sign-in lead). */
export const statusCall = '/user/status';

/**
 * Per route, the GET calls (under `/api/user`, with the query as the client writes it) its page makes
 * as soon as it shows for a certified borrower, and waits for. Only calls whose answer is harmless to
 * ask for early (a borrower not yet certified just leaves them unused); decoration that no page waits
 * for (Home's carousel) is asked by the page, so it never takes a connection from them.
 */
export const firstCalls: Readonly<Record<string, readonly string[]>> = {
  '/home': ['/product/productList/V2/1', '/credit/creditInfo', '/borrow/borrowStatus'],
  '/loan': ['/product/productList/V2/1', '/credit/creditInfo', '/borrow/borrowStatus', '/borrow/bill?borrowType=1'],
  '/order': ['/borrow/bill?borrowType=0'],
  '/user': ['/credit/creditInfo', '/account/userBandingAccount'],
};

// Marked pure so that the start script, which bundles this module for the first calls, leaves it out.
/**
 * Per route pattern, the GET calls its page loads first for a certified borrower (`:name` is the route's
 * param): `firstCalls` and those of pages a start never opens first. A tap starts them with the page's chunk.
 */
export const routeCalls: Readonly<Record<string, readonly string[]>> = /* @__PURE__ */ Object.assign({}, firstCalls, {
  // features/repay/repay-page.tsx: the figures, the coupons, the bills in progress.
  '/repay/:repayId': ['/repay/detail/:repayId', '/coupon/couponList', '/borrow/bill?borrowType=0'],
});
