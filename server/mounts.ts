// The mount table: every API area in one row, with who may call it and how its bodies travel.
// app.ts mounts each row and applies its rules; a new area is one more line here.
import { Hono } from 'hono';
import { signInRoutes, signOutRoutes } from './auth/routes';
import { BATCH_PATH, batchRoutes, type Dispatch } from './batch/routes';
import type { Deps } from './deps';
import { borrowRoutes } from './orders/routes';
import { productRoutes } from './borrow/product-routes';
import { dictRoutes } from './dict/routes';
import type { AppEnv, SignedInEnv } from './http/env';
import type { MountRules } from './http/mount-rules';
import { metricRoutes } from './metric/routes';
import { partnerRoutes } from './partner/routes';
import { pushKeyRoutes, pushTokenRoutes } from './push/routes';
import { loanGuideRoutes } from './loan-guide/routes';
import { publicRoutes } from './public/routes';
import { userRoutes } from './user/routes';
import { bankAccountRoutes } from './bank-account/routes';
import { personalInfoRoutes } from './personal-info/routes';
import { contactsRoutes } from './contacts/routes';
import { couponRoutes } from './coupon/routes';
import { creditRoutes } from './borrow/credit-routes';
import { identityRoutes } from './identity/routes';
import { phoneCheckRoutes } from './phone-check/routes';
// Repayment.
import { repayCodeRoutes } from './repay/code-routes';
import { payCallbackRoutes } from './repay/callback-routes';
import { repayRoutes } from './repay/routes';
import { voucherRoutes } from './voucher/routes';
// Support.
import { messageRoutes } from './message/routes';
import { reportRoutes } from './report/routes';
import { surveyRoutes } from './survey/routes';

// biome-ignore lint/suspicious/noExplicitAny: a router's schema types do not matter to its mount.
type Routes<E extends AppEnv> = (deps: Deps, dispatch: Dispatch) => Hono<E, any, any>;

/** One row: routers behind `auth: 'user'` are typed with the caller always present. */
export type Mount = { path: string; envelope: MountRules['envelope'] } & (
  | { auth: 'user'; routes: Routes<SignedInEnv> }
  | { auth: 'public' | 'optional' | 'public-get'; routes: Routes<AppEnv> }
);

/** The API (PRODUCT.md section 2): a path is served by the row with the longest matching prefix. */
export const MOUNTS: Mount[] = [
  // Any other user path needs a token first: a stranger cannot even learn which paths exist.
  { path: '/api/user', routes: () => new Hono<SignedInEnv>(), auth: 'user', envelope: 'sealed' },
  { path: '/api/user/public', routes: publicRoutes, auth: 'public', envelope: 'sealed' },
  { path: '/api/user/dict', routes: dictRoutes, auth: 'public', envelope: 'sealed' },
  { path: '/api/user/login', routes: signInRoutes, auth: 'public', envelope: 'sealed' },
  { path: '/api/user/login/loginOut', routes: signOutRoutes, auth: 'user', envelope: 'sealed' },
  { path: '/api/user/user', routes: userRoutes, auth: 'user', envelope: 'sealed' },
  // A signed-in start's first GETs in one request, each dispatched as if alone (our own, beside the contract).
  { path: BATCH_PATH, routes: batchRoutes, auth: 'user', envelope: 'sealed' },
  // Certification (PRODUCT.md section 3: 10 -> 60), then the limit and coupon it grants.
  { path: '/api/user/telecom', routes: phoneCheckRoutes, auth: 'user', envelope: 'sealed' },
  { path: '/api/user/kyc', routes: identityRoutes, auth: 'user', envelope: 'sealed' },
  { path: '/api/user/userBaseInfo', routes: personalInfoRoutes, auth: 'user', envelope: 'sealed' },
  { path: '/api/user/contacts', routes: contactsRoutes, auth: 'user', envelope: 'sealed' },
  { path: '/api/user/account', routes: bankAccountRoutes, auth: 'user', envelope: 'sealed' },
  { path: '/api/user/credit', routes: creditRoutes, auth: 'user', envelope: 'sealed' },
  { path: '/api/user/coupon', routes: couponRoutes, auth: 'user', envelope: 'sealed' },
  // Platform: Web Push, the key the client subscribes with and where its subscription goes.
  { path: '/api/user/public/vapidPublicKey', routes: pushKeyRoutes, auth: 'public', envelope: 'sealed' },
  { path: '/api/user/user/savePushToken', routes: pushTokenRoutes, auth: 'user', envelope: 'sealed' },
  // Borrowing.
  { path: '/api/user/product', routes: productRoutes, auth: 'user', envelope: 'sealed' },
  { path: '/api/user/borrow', routes: borrowRoutes, auth: 'user', envelope: 'sealed' },
  { path: '/api/user/preorder', routes: loanGuideRoutes, auth: 'user', envelope: 'sealed' },
  // Repayment: the payment-code pages look a reference up without a session; making one is signed in.
  { path: '/api/user/repay/code', routes: repayCodeRoutes, auth: 'public-get', envelope: 'sealed' },
  { path: '/api/user/repay', routes: repayRoutes, auth: 'user', envelope: 'sealed' },
  // A proof of payment for a payment that has not shown up: multipart in, enveloped answer out.
  { path: '/api/user/repay/voucher', routes: voucherRoutes, auth: 'user', envelope: 'sealed' },
  // The gateway's signed callback: plain JSON both ways (PRODUCT.md section 8).
  { path: '/api/pay', routes: payCallbackRoutes, auth: 'public', envelope: 'plain' },
  // Support: feedback (multipart in, enveloped out), message center, survey.
  { path: '/api/user/report', routes: reportRoutes, auth: 'user', envelope: 'sealed' },
  { path: '/api/user/user/msg', routes: messageRoutes, auth: 'user', envelope: 'sealed' },
  { path: '/api/user/survey', routes: surveyRoutes, auth: 'user', envelope: 'sealed' },
  { path: '/api/metric', routes: metricRoutes, auth: 'optional', envelope: 'sealed' },
  // Partners call server to server with their own secret, so plain JSON is accepted there.
  { path: '/api/partner', routes: partnerRoutes, auth: 'public', envelope: 'sealed-or-plain' },
];

/** The row serving `path` (the longest prefix ending at a `/` boundary); undefined off the table. */
export function mountOf(mounts: readonly Mount[], path: string): Mount | undefined {
  let best: Mount | undefined;
  for (const m of mounts) {
    if ((path === m.path || path.startsWith(m.path + '/')) && (!best || m.path.length > best.path.length)) best = m;
  }
  return best;
}
