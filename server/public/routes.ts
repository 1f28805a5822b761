// `/api/user/public/*`: configuration any visitor may read.
import { Hono } from 'hono';
import type { AppConfig, CarouselAnswer } from '../../contract/public';
import type { Deps } from '../deps';
import { ok } from '../app-error';
import type { AppEnv } from '../http/env';
import { landingPricing } from '../pricing/landing';
import { inLanguage } from './carousel';
import { readStaffService } from './repo';

/** Public routes, mounted at /api/user/public. */
export function publicRoutes({ db, config, pay }: Deps) {
  // Borrowing: the landing's figures come from the server's pricing configuration.
  const pricing = landingPricing(config.pricing);
  return (
    new Hono<AppEnv>()
      // phoneCheckMode: how the certification phone check sends its code (`l` SMS, `f` a call);
      // payChannels: the channels the gateway takes, so the app offers no other.
      .get('/appConfig', async (c) =>
        c.json(
          ok<AppConfig>({
            staffService: await readStaffService(db),
            phoneCheckMode: config.phoneCheckMode,
            pricing,
            ...(pay.channels && { payChannels: [...pay.channels] }),
          }),
        ),
      )
      // The home carousel: the configured text banners (server/public/carousel.ts) in the caller's language.
      .get('/carousel', (c) => c.json(ok<CarouselAnswer>({ details: inLanguage(config.carousel, c.get('lang')) })))
  );
}
