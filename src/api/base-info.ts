// `/api/user/userBaseInfo/*` calls: certification step two (PRODUCT.md section 8).
import { api, type CallOptions } from './client';
import type { BaseInfo, BaseInfoView, SaveBaseInfoAnswer } from '../../contract/certification';

/** The saved personal information, pre-filled with the name and birth date confirmed at KYC (`GET /userBaseInfo/infoView`). */
export function fetchBaseInfo(opts?: CallOptions): Promise<BaseInfoView & { fullName?: string }> {
  return api.get('/userBaseInfo/infoView', opts);
}

/** Saves the personal information (`POST /userBaseInfo/updateBaseInfo`); moves the status to 40. */
export function saveBaseInfo(info: BaseInfo, opts?: CallOptions): Promise<SaveBaseInfoAnswer> {
  return api.post('/userBaseInfo/updateBaseInfo', info, opts);
}
