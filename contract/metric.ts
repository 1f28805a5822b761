// The tracking API at `/api/metric` (spec section 7). Type-only.

/** Upload types of `POST /info/save` (spec section 7). */
export type UploadType = 10 | 20 | 30 | 50 | 60 | 80 | 90;
/** `GET /config/info` answer. */
export interface MetricConfig {
  enabled: boolean;
  batchSize: number;
}
/** `POST /info/save` body; `value` is a JSON string. */
export interface InfoSaveRequest {
  dataType: string;
  appId: string;
  value: string;
  uploadType: UploadType;
}
/** One tracking entry (spec section 3). */
export interface TrackingEntry {
  idName: string;
  beginTime: number;
  duration: number;
  content: string;
}
/** `POST /event/1/error` body: a script error (spec section 8). */
export interface ErrorEvent {
  message: string;
  stack: string;
  source: string;
  route: string;
}
