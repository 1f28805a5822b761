// Where this browser keeps the borrower's language choice: read by the app (i18n.ts) and by the start
// script in index.html (app/start-script.ts), which asks for that language's dictionaries before the app runs.

/** The localStorage key of the borrower's language choice. */
export const LANGUAGE_KEY = 'lang';
