// `/api/user/preorder/*` calls (PRODUCT.md section 8): the loan guide and its coupon.
import { api, type CallOptions } from './client';
import type { GuidanceApplyAnswer, GuidanceApplyRequest, GuidanceMsg } from './contract/coupon';

/** The loan guide: the amount one may reserve, its products and the coupon (`GET /preorder/guidanceMsg`). */
export function fetchGuidance(opts?: CallOptions): Promise<GuidanceMsg> {
  return api.get<GuidanceMsg>('/preorder/guidanceMsg', opts);
}

/** Reserves the next loan and receives the coupon (`POST /preorder/guidance/apply`); a second call answers the same coupon. */
export function applyGuidance(req: GuidanceApplyRequest, opts?: CallOptions): Promise<GuidanceApplyAnswer> {
  return api.post<GuidanceApplyAnswer>('/preorder/guidance/apply', req, opts);
}
