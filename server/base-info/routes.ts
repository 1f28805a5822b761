// `/api/user/userBaseInfo/*`: certification step two (status 30 -> 40).
import { Hono } from 'hono';
import type { Deps } from '../deps';
import { ok } from '../http/app-error';
import type { AppEnv } from '../http/env';
import { infoView, updateBaseInfo } from './base-info-service';

/** Personal-information routes, mounted at /api/user/userBaseInfo. */
export function baseInfoRoutes({ db, clock }: Deps) {
  return new Hono<AppEnv>()
    .get('/infoView', async (c) => c.json(ok(await infoView(db, c.get('caller')!.userId))))
    .post('/updateBaseInfo', async (c) => c.json(ok(await updateBaseInfo(db, c.get('caller')!.userId, c.get('body'), clock.now()))));
}
