// `/api/user/user/*`: the signed-in borrower's own status and device report.
import { Hono } from 'hono';
import * as v from 'valibot';
import type { StatusAnswer } from '../../contract/user';
import type { Deps } from '../deps';
import { AppError, ok } from '../app-error';
import { deviceIdOf } from '../http/device-id';
import type { SignedInEnv } from '../http/env';
import { flag, int, num, opt, text } from '../http/fields';
import { valid } from '../http/valid';
import { accountRoutes } from './account-routes';
import { findUser, saveDeviceInfo } from '../auth/user-repo';

/** The device report of spec section 7 (every field optional; unknown fields are dropped). */
const deviceReport = v.object({
  deviceId: opt(text(128)),
  operatingSystem: opt(text(128)),
  uuid: opt(text(128)),
  osType: opt(text(32)),
  resolution: opt(text(32)),
  screenSize: opt(text(32)),
  userAgent: opt(text(512)),
  screenWidth: opt(int(0, 100_000)),
  screenHeight: opt(int(0, 100_000)),
  latitude: opt(num(-90, 90)),
  longitude: opt(num(-180, 180)),
  launch: opt(flag()),
});

/** User routes, mounted at /api/user/user with `auth: 'user'`. */
export function userRoutes(deps: Deps) {
  const { db, clock } = deps;
  return new Hono<SignedInEnv>()
    .route('/', accountRoutes(deps))
    .get('/status', async (c) => {
      const user = await findUser(db, c.get('caller').userId);
      if (!user) throw new AppError(401, 'unauthorized');
      return c.json(ok<StatusAnswer>({ bizStatus: user.biz_status }));
    })
    .post('/deviceInformation', valid('body', deviceReport), async (c) => {
      const b = c.req.valid('json');
      const deviceId = b.deviceId || deviceIdOf(c);
      if (!deviceId) throw new AppError(400, 'invalidField', { field: 'deviceId' });
      const [w, h] =
        /^(\d{1,5})x(\d{1,5})$/
          .exec(b.screenSize ?? '')
          ?.slice(1)
          .map(Number) ?? [];
      await saveDeviceInfo(db, {
        user_id: c.get('caller').userId,
        device_id: deviceId,
        operating_system: b.operatingSystem ?? null,
        uuid: b.uuid ?? null,
        os_type: b.osType ?? null,
        resolution: b.resolution ?? null,
        screen_size: b.screenSize ?? null,
        user_agent: b.userAgent ?? null,
        screen_width: b.screenWidth ?? w ?? null,
        screen_height: b.screenHeight ?? h ?? null,
        latitude: b.latitude ?? null,
        longitude: b.longitude ?? null,
        launch: b.launch === undefined ? null : Number(b.launch),
        updated_at: clock.now(),
      });
      return c.json(ok(null));
    });
}
