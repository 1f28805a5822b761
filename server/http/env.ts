// The per-request values middleware hands to handlers.
import type { Lang } from '../i18n/messages';
import type { MountRules } from './mount-rules';

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
    /** The rules of the mount serving this path; undefined off the table (answered 404). */
    mount: MountRules | undefined;
    /** The request body after the envelope was opened (an object; `{}` when empty). */
    body: Record<string, unknown>;
    /** True when the answer goes back in the envelope. */
    sealed: boolean;
    /** Set by the auth middleware on `user` mounts (and `public-get` ones past GET), and on `optional` ones when a valid token came. */
    caller: Caller | undefined;
  };
}

/** Hono environment of routers mounted with `auth: 'user'`: the caller is always there. */
export interface SignedInEnv extends AppEnv {
  Variables: Omit<AppEnv['Variables'], 'caller'> & { caller: Caller };
}
