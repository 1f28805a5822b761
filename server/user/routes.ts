// `/api/user/user/*`: the signed-in borrower's own status and device report.
import { Hono } from 'hono';
import type { Deps } from '../deps';
import { AppError, ok } from '../http/app-error';
import { optFlag, optInt, optNumber, optText } from '../http/body';
import { deviceIdOf } from '../http/device-id';
import type { AppEnv } from '../http/env';
import { findUser, saveDeviceInfo } from './repo';

/** User routes, mounted at /api/user/user; every one needs a signed-in caller. */
export function userRoutes({ db, clock }: Deps) {
  return new Hono<AppEnv>()
    .get('/status', async (c) => {
      const user = await findUser(db, c.get('caller')!.userId);
      if (!user) throw new AppError(401, 'unauthorized');
      return c.json(ok({ bizStatus: user.biz_status }));
    })
    .post('/deviceInformation', async (c) => {
      const b = c.get('body');
      const deviceId = optText(b, 'deviceId', 128) || deviceIdOf(c);
      if (!deviceId) throw new AppError(400, 'invalidField', { field: 'deviceId' });
      const screenSize = optText(b, 'screenSize', 32);
      const [w, h] = /^(\d{1,5})x(\d{1,5})$/.exec(screenSize ?? '')?.slice(1).map(Number) ?? [];
      const launch = optFlag(b, 'launch');
      await saveDeviceInfo(db, {
        user_id: c.get('caller')!.userId,
        device_id: deviceId,
        operating_system: optText(b, 'operatingSystem', 128) ?? null,
        uuid: optText(b, 'uuid', 128) ?? null,
        os_type: optText(b, 'osType', 32) ?? null,
        resolution: optText(b, 'resolution', 32) ?? null,
        screen_size: screenSize ?? null,
        user_agent: optText(b, 'userAgent', 512) ?? null,
        screen_width: optInt(b, 'screenWidth', 0, 100_000) ?? w ?? null,
        screen_height: optInt(b, 'screenHeight', 0, 100_000) ?? h ?? null,
        latitude: optNumber(b, 'latitude', -90, 90) ?? null,
        longitude: optNumber(b, 'longitude', -180, 180) ?? null,
        launch: launch === undefined ? null : Number(launch),
        updated_at: clock.now(),
      });
      return c.json(ok(null));
    });
}
