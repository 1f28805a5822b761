// `/api/user/userBaseInfo/*`: certification step two (status 30 -> 40).
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Deps } from '../deps';
import { ok } from '../app-error';
import type { SignedInEnv } from '../http/env';
import { text } from '../http/fields';
import type { BaseInfo } from '../../contract/certification';
import { shaped, valid } from '../http/valid';
import { infoView, updateBaseInfo } from './personal-info-service';

// Numbers may come as text (old clients); blank text becomes NaN so base-info-rules refuses it
// with the field's own range message.
const count = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.maxLength(3))]),
  v.transform((x) => (typeof x === 'number' ? x : x.trim() ? Number(x) : Number.NaN)),
);
// Company fields may be empty for a borrower without an employer (base-info-rules decides).
const optionalText = (max: number) =>
  v.pipe(
    v.optional(v.nullable(v.union([v.string(), v.number()])), ''),
    v.transform((x) => (x === null ? '' : String(x).trim())),
    v.maxLength(max),
  );

/** `POST /userBaseInfo/updateBaseInfo` (PRODUCT.md section 8): shapes here; dictionaries, ranges and dates in base-info-rules. */
const baseInfoInput = shaped<BaseInfo>()(
  v.object({
    gender: text(40),
    birthday: text(10),
    email: text(254),
    education: text(40),
    maritalStatus: text(40),
    childrenCount: count,
    workStatus: text(40),
    industry: text(40),
    income: text(40),
    salaryType: text(40),
    payday: count,
    companyName: optionalText(100),
    companyAddress: optionalText(200),
  }),
);

/** Personal-information routes, mounted at /api/user/userBaseInfo with `auth: 'user'`. */
export function personalInfoRoutes({ db, clock }: Deps) {
  return new Hono<SignedInEnv>()
    .get('/infoView', async (c) => c.json(ok(await infoView(db, c.get('caller').userId))))
    .post('/updateBaseInfo', valid('body', baseInfoInput), async (c) =>
      c.json(ok(await updateBaseInfo(db, c.get('caller').userId, c.req.valid('json'), clock.now()))),
    );
}
