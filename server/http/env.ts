// The per-request values middleware hands to handlers.
import type { Lang } from '../i18n/messages';

/** The signed-in caller, once the auth middleware has checked the token. */
export interface Caller {
  userId: number;
  tokenHash: string;
}

/** Hono environment of every route. */
export interface AppEnv {
  Variables: {
    /** Language of the server messages, from Accept-Language. */
    lang: Lang;
    /** The caller's network address, for the per-IP limits ('unknown' when there is no socket). */
    ip: string;
    /** The request body after the envelope was opened (an object; `{}` when empty). */
    body: Record<string, unknown>;
    /** True when the answer goes back in the envelope. */
    sealed: boolean;
    /** Set by the auth middleware on private routes (and optionally on tracking calls). */
    caller: Caller | undefined;
  };
}
