// `/api/user/public/*` and `/api/user/dict/*` calls: readable without signing in.
import { api, type CallOptions } from './client';
import type { AppConfig, CarouselAnswer, DictAnswer } from '../../contract/public';

/** Support contacts and the phone-check mode (`GET /public/appConfig`). */
export function fetchAppConfig(opts?: CallOptions): Promise<AppConfig> {
  return api.get<AppConfig>('/public/appConfig', opts);
}

/** The home carousel's text banners (`GET /public/carousel`); never cached: every answer is `no-store`. */
export function fetchCarousel(opts?: CallOptions): Promise<CarouselAnswer> {
  return api.get<CarouselAnswer>('/public/carousel', opts);
}

/** A dictionary's entries in the caller's language (`GET /dict/getByType/{type}`); `itemCode` narrows it to one. */
export function fetchDict(type: string, itemCode?: string, opts?: CallOptions): Promise<DictAnswer> {
  return api.get<DictAnswer>('/dict/getByType/' + encodeURIComponent(type), { ...opts, query: { ...opts?.query, itemCode } });
}
