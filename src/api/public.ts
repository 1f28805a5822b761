// `/api/user/public/*` and `/api/user/dict/*` calls: readable without signing in.
import { api, type CallOptions } from './client';
import type { AppConfig, DictAnswer } from './contract/public';

/** Support contacts and the phone-check mode (`GET /public/appConfig`). */
export function fetchAppConfig(opts?: CallOptions): Promise<AppConfig> {
  return api.get<AppConfig>('/public/appConfig', opts);
}

/** A dictionary's entries in the caller's language (`GET /dict/getByType/{type}`); `itemCode` narrows it to one. */
export function fetchDict(type: string, itemCode?: string, opts?: CallOptions): Promise<DictAnswer> {
  return api.get<DictAnswer>('/dict/getByType/' + encodeURIComponent(type), { ...opts, query: { ...opts?.query, itemCode } });
}

/** Home's carousel slides (`GET /public/carousel`). Minimal stand-in until the carousel area lands (issue 9). */
export function fetchCarousel(opts?: CallOptions): Promise<{ details: { id: string; title: string; text: string; link?: string }[] }> {
  return api.get('/public/carousel', opts);
}
