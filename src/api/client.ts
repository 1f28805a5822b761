import wretch from 'wretch';
import { navigate } from '../router/navigate';
import { settings } from '../settings';
import { locale, t } from '../i18n/i18n';
import { clearSession, deviceId, token } from '../session/session';
import { showToast } from '../ui/toast';
import { ApiError, reactionFor } from './catalogue';
import { open, seal } from './envelope';

/** Spec section 9: request time-out for both APIs. */
export const REQUEST_TIMEOUT_MS = 50_000;

type Query = Record<string, string | number | undefined>;
interface Envelope<T> {
  code: number;
  data: T;
  msg: string;
}

function headers(): Record<string, string> {
  const h: Record<string, string> = {
    'App-Id': settings.appId,
    Version: String(settings.versionCode),
    'Device-Id': deviceId.value,
    'Accept-Language': locale.value,
    EFLAG: '1',
  };
  if (token.value) h.Authentication = token.value;
  return h;
}

function url(base: string, path: string, query?: Query): string {
  const q = query ? new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined) as [string, string][]) : null;
  return base + path + (q && [...q].length ? '?' + q : '');
}

/** One call: envelope out, envelope in, then the error catalogue of spec section 8 in this one place. */
async function call<T>(base: Base, method: 'GET' | 'POST', path: string, query?: Query, body?: unknown, form?: FormData): Promise<T> {
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), REQUEST_TIMEOUT_MS);
  let wire: { payload?: string };
  try {
    const w = wretch(url(base.path, path, query)).headers(headers()).options({ signal: ctrl.signal });
    if (method === 'GET') wire = await w.get().json();
    else if (form) wire = await w.body(form).post().json();
    else wire = await w.json({ payload: await seal(body ?? {}, settings.envelopeKey) }).post().json();
  } catch {
    const timedOut = ctrl.signal.aborted;
    const msg = t(timedOut ? 'error.timeout' : 'error.network');
    if (!base.quiet) showToast(msg, { kind: 'error' }); // the borrower must see why nothing happened
    throw new ApiError(0, msg, timedOut ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
  }
  let env: Envelope<T>;
  try {
    env = await open<Envelope<T>>(wire.payload ?? '', settings.envelopeKey);
  } catch {
    throw new ApiError(0, t('error.unknown'), 'network');
  }
  const reaction = reactionFor(env.code, env.msg);
  if (reaction === 'ok') return env.data;
  if (reaction === 'signOut') {
    clearSession();
    navigate('/login', { replace: true });
  } else if (reaction === 'noren') navigate('/noren', { replace: true });
  else if (reaction === 'toast' && !base.quiet) showToast(env.msg || t('error.unknown'));
  throw new ApiError(env.code, env.msg);
}

/** A mount; a quiet one (background reports the borrower did not ask for) never shows a toast. */
type Base = { path: string; quiet?: boolean };

function client(base: Base) {
  return {
    /** GET with an optional query; resolves with `data` on code 200. */
    get: <T>(path: string, query?: Query) => call<T>(base, 'GET', path, query),
    /** POST an enveloped JSON body. */
    post: <T>(path: string, body?: unknown, query?: Query) => call<T>(base, 'POST', path, query, body),
    /** POST multipart (not enveloped; the response is). */
    upload: <T>(path: string, form: FormData, query?: Query) => call<T>(base, 'POST', path, query, undefined, form),
  };
}

/** The user API (spec section 7), mounted at /api/user. */
export const api = client({ path: '/api/user' });
/** The user API for background reports (device information): failures stay silent. */
export const quietApi = client({ path: '/api/user', quiet: true });
/** The tracking API, mounted at /api/metric; its failures never trouble the borrower. */
export const metric = client({ path: '/api/metric', quiet: true });
