// `/api/user/public/*` and `/api/user/dict/*`: what any visitor may read. Type-only.
import type { PayChannel } from './repay';
import type { Centavos, DictKey } from './common';

/** Support contacts behind the customer-service icon (spec section 3). */
export interface StaffService {
  serviceWhatsApp: string;
  servicePhone: string;
  serviceEmail: string;
  serviceTime: string;
}
/** The landing's figures over every product: centavos, days, and the lowest daily interest in percent (0.1 = 0.1%). */
export interface LandingPricing {
  maxAmount: Centavos;
  minAmount: Centavos;
  minTerm: number;
  maxTerm: number;
  dailyInterestPct: number;
}
/** `GET /public/appConfig` answer; `phoneCheckMode` picks `/telecom/l*` (SMS) or `/telecom/f*` (call). */
export interface AppConfig {
  staffService: StaffService;
  phoneCheckMode?: 'l' | 'f';
  /** The landing's figures, from the server's pricing configuration (the build inlines the same into settings.landing). */
  pricing?: LandingPricing;
  /** The repayment channels the lender's gateway takes, in the app's order; absent, all of them. */
  payChannels?: PayChannel[];
  [field: string]: unknown;
}
/**
 * One banner of the home carousel: text only, no image, so it costs a few bytes. `link`, when set,
 * is an app route (`#/loan`) or an https address. Ours: PRODUCT.md names the call but no shape.
 */
export interface CarouselItem {
  id: string;
  title: string;
  text: string;
  link?: string;
}
/** `GET /public/carousel` answer: the configured banners in order (possibly none). */
export interface CarouselAnswer {
  details: CarouselItem[];
}
/** `GET /dict/getByType/{type}` query: `itemCode` narrows the answer to one entry. */
export interface DictQuery {
  itemCode?: string;
}
/** One dictionary entry: `key` is stored, `value` is shown in the caller's language. */
export interface DictEntry {
  key: DictKey;
  value: string;
}
/** `GET /dict/getByType/{type}` answer. */
export type DictAnswer = DictEntry[];
