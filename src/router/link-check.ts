// The route table and its guards live in app/, above the features: the app hands its check down at
// start, as the API client is given its token, so a page can tell a working link from a broken one,
// and a touched link can start its page (session/tap-start.ts).
/**
 * Whether a path opens its page (its guards send the borrower nowhere else), and how to fetch a page's
 * chunk and data ahead (without `calls`, its chunk alone); the app sets both at start.
 */
export const routeCheck: { opens: (path: string) => boolean; preload: (path: string, calls?: boolean) => Promise<void> } = {
  opens: () => true,
  preload: async () => {},
};
