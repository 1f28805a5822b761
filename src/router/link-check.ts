// The route table and its guards live in app/, above the features: the app hands its check down at
// start, as the API client is given its token, so a page can tell a working link from a broken one.
/** Whether a path opens its page (its guards send the borrower nowhere else); the app sets `opens` at start. */
export const routeCheck: { opens: (path: string) => boolean } = { opens: () => true };
