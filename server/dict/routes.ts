// `/api/user/dict/*`: key/value lists for the certification forms, labelled in the caller's language.
import { Hono } from 'hono';
import type { DictAnswer } from '../../contract/public';
import type { Deps } from '../deps';
import { AppError, ok } from '../app-error';
import type { AppEnv } from '../http/env';
import { listDictItems } from './repo';

/** Dictionary routes, mounted at /api/user/dict. */
export function dictRoutes({ db }: Deps) {
  return (
    new Hono<AppEnv>()
      // `itemCode` narrows the answer to that one item (to label a saved code).
      .get('/getByType/:type', async (c) => {
        const type = c.req.param('type');
        const itemCode = c.req.query('itemCode');
        const rows = await listDictItems(db, type);
        if (!rows.length) throw new AppError(404, 'unknownDict', { type: type.slice(0, 40) });
        const lang = c.get('lang');
        const items: DictAnswer = rows
          .filter((r) => !itemCode || r.item_code === itemCode)
          .map((r) => ({ key: r.item_code, value: r[`label_${lang}`] }));
        return c.json(ok(items));
      })
  );
}
