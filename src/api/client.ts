import wretch from 'wretch';
import { navigate } from '../app/navigate';
import { settings } from '../app/settings';
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
async function call<T>(base: string, method: 'GET' | 'POST', path: string, query?: Query, body?: unknown, form?: FormData): Promise<T> {
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), REQUEST_TIMEOUT_MS);
  let wire: { payload?: string };
  try {
    const w = wretch(url(base, path, query)).headers(headers()).options({ signal: ctrl.signal });
    if (method === 'GET') wire = await w.get().json();
    else if (form) wire = await w.body(form).post().json();
    else wire = await w.json({ payload: await seal(body ?? {}, settings.envelopeKey) }).post().json();
  } catch (e) {
    const timedOut = ctrl.signal.aborted;
    throw new ApiError(0, t(timedOut ? 'error.timeout' : 'error.network'), timedOut ? 'timeout' : 'network');
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
  else if (reaction === 'toast') showToast(env.msg || t('error.unknown'));
  throw new ApiError(env.code, env.msg);
}

function client(base: string) {
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
export const api = client('/api/user');
/** The tracking API, mounted at /api/metric. */
export const metric = client('/api/metric');
