// `/api/metric/*`: the tracking API (spec section 7), same envelope as the user API.
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Deps } from '../deps';
import { AppError, ok } from '../app-error';
import { deviceIdOf } from '../http/device-id';
import type { AppEnv } from '../http/env';
import { int, opt, text } from '../http/fields';
import { valid } from '../http/valid';
import { checkMetricLimit } from './limits';
import { saveMetricEvent, saveMetricInfo } from './repo';

/** The client uploads its queue once this many entries wait (spec section 9). */
export const METRIC_BATCH_SIZE = 20;
const VALUE_MAX = 60_000;
/** A stored event body, as JSON text. */
const EVENT_MAX = 16_000;

/** One tracking upload; `value` is any JSON, kept as text. */
const infoUpload = v.object({
  appId: opt(text(64)),
  dataType: opt(text(64)),
  uploadType: opt(int(0, 999)),
  value: v.pipe(
    v.optional(v.unknown(), null),
    v.transform((raw) => (typeof raw === 'string' ? raw : JSON.stringify(raw))),
    v.maxLength(VALUE_MAX),
  ),
});

/** Tracking routes, mounted at /api/metric with `auth: 'optional'`. */
export function metricRoutes({ db, clock }: Deps) {
  return (
    new Hono<AppEnv>()
      .get('/config/info', (c) => c.json(ok({ enabled: true, batchSize: METRIC_BATCH_SIZE })))
      .post('/info/save', valid('body', infoUpload), async (c) => {
        const body = c.req.valid('json');
        await checkMetricLimit(db, deviceIdOf(c) ?? null, c.get('ip'), clock.realNow());
        await saveMetricInfo(db, {
          user_id: c.get('caller')?.userId ?? null,
          device_id: deviceIdOf(c) ?? null,
          app_id: body.appId ?? c.req.header('App-Id')?.slice(0, 64) ?? null,
          data_type: body.dataType ?? null,
          upload_type: body.uploadType ?? null,
          value: body.value,
          ip: c.get('ip'),
          created_at: clock.realNow(),
        });
        return c.json(ok(null));
      })
      // Events carry whatever the page recorded: the body is stored as it came.
      .post('/event/1/:type', async (c) => {
        const type = c.req.param('type');
        if (!/^[\w.-]{1,64}$/.test(type)) throw new AppError(400, 'invalidField', { field: 'type' });
        // The body's nesting was capped on the way in (http/json-depth.ts); its size is capped here.
        const body = JSON.stringify(c.get('body'));
        if (body.length > EVENT_MAX) throw new AppError(400, 'tooLarge', { kb: Math.floor(EVENT_MAX / 1000) });
        await checkMetricLimit(db, deviceIdOf(c) ?? null, c.get('ip'), clock.realNow());
        await saveMetricEvent(db, {
          user_id: c.get('caller')?.userId ?? null,
          device_id: deviceIdOf(c) ?? null,
          event_type: type,
          body,
          ip: c.get('ip'),
          created_at: clock.realNow(),
        });
        return c.json(ok(null));
      })
  );
}
