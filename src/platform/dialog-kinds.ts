// What the platform's lazy dialogs (platform-dialogs.ts) are opened with. The modules that open them
// and the dialogs both name these, so the dialogs import nothing that imports them.

/** The browser permissions the app asks for (spec section 6), each after a short notice of its own. */
export type PermissionKind = 'location' | 'notification';

/** The outcomes of a permission ask worth saying. */
export type Said = 'granted' | 'blocked' | 'undecided' | 'unsupported';

/** The in-app browsers where installing and the camera do not work (spec: Facebook, Messenger, Instagram, TikTok). */
export type InAppBrowser = 'facebook' | 'messenger' | 'instagram' | 'tiktok';
