// The tracking API at `/api/metric` (spec section 7); every call is quiet.
import { metric, type CallOptions } from './client';
import type { ErrorEvent, InfoSaveRequest, MetricConfig } from '../../contract/metric';

/** Whether tracking is on and its batch size (`GET /config/info`). */
export function fetchMetricConfig(opts?: CallOptions): Promise<MetricConfig> {
  return metric.get<MetricConfig>('/config/info', opts);
}

/** Uploads one report (`POST /info/save`), e.g. the authentication report (upload type 80). */
export function saveInfo(body: InfoSaveRequest, opts?: CallOptions): Promise<null> {
  return metric.post<null>('/info/save', body, opts);
}

/** Reports a script error (`POST /event/1/error`, spec section 8). */
export function sendErrorEvent(event: ErrorEvent, opts?: CallOptions): Promise<null> {
  return metric.post<null>('/event/1/error', event, opts);
}
