// `/api/metric/*`: the tracking API (spec section 7), same envelope as the user API.
import { Hono } from 'hono';
import type { Deps } from '../deps';
import { AppError, ok } from '../http/app-error';
import { optInt, optText } from '../http/body';
import { deviceIdOf } from '../http/device-id';
import type { AppEnv } from '../http/env';
import { saveMetricEvent, saveMetricInfo } from './repo';

/** The client uploads its queue once this many entries wait (spec section 9). */
export const METRIC_BATCH_SIZE = 20;
const VALUE_MAX = 60_000;

/** Tracking routes, mounted at /api/metric. */
export function metricRoutes({ db, clock }: Deps) {
  return new Hono<AppEnv>()
    .get('/config/info', (c) => c.json(ok({ enabled: true, batchSize: METRIC_BATCH_SIZE })))
    .post('/info/save', async (c) => {
      const body = c.get('body');
      const raw = body.value;
      const value = typeof raw === 'string' ? raw : JSON.stringify(raw ?? null);
      if (value.length > VALUE_MAX) throw new AppError(400, 'invalidField', { field: 'value' });
      await saveMetricInfo(db, {
        user_id: c.get('caller')?.userId ?? null,
        device_id: deviceIdOf(c) ?? null,
        app_id: optText(body, 'appId', 64) ?? c.req.header('App-Id')?.slice(0, 64) ?? null,
        data_type: optText(body, 'dataType', 64) ?? null,
        upload_type: optInt(body, 'uploadType', 0, 999) ?? null,
        value,
        created_at: clock.now(),
      });
      return c.json(ok(null));
    })
    .post('/event/1/:type', async (c) => {
      const type = c.req.param('type');
      if (!/^[\w.-]{1,64}$/.test(type)) throw new AppError(400, 'invalidField', { field: 'type' });
      await saveMetricEvent(db, {
        user_id: c.get('caller')?.userId ?? null,
        device_id: deviceIdOf(c) ?? null,
        event_type: type,
        body: JSON.stringify(c.get('body')),
        created_at: clock.now(),
      });
      return c.json(ok(null));
    });
}
