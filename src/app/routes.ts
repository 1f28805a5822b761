import type { ComponentType } from 'react';
import type { MessageKey } from '../i18n/message-key';
import type { PageProps } from '../router/page-props';
// The landing is the first screen and is prerendered into index.html: it comes with the entry (no
// chunk to wait for, no spinner), so the app takes over the prerendered DOM on its first render.
import * as landingModule from '../features/noren/noren-page';

/** A page module: its default export is the page component (one lazy chunk each). */
export type PageModule = { default: ComponentType<PageProps> };
/** Fetches a page chunk once, whether the route opens or it is preloaded; `page` is set once it arrived. */
export interface PageLoader {
  (): Promise<PageModule>;
  page?: ComponentType<PageProps>;
}
/** One row of the route table. */
export interface RouteDef {
  path: string;
  titleKey: MessageKey;
  load?: PageLoader;
  /** A page per value of the `:step` param (the facial-auth steps); a step missing here falls back to `load`. */
  steps?: Readonly<Record<string, PageLoader>>;
  /** Reachable without signing in (spec section 2, public paths). */
  public?: boolean;
  /** A page a certified borrower has no use for (sign-in, the certification entry): they go to their home. */
  notForCertified?: boolean;
  redirect?: string;
}

/**
 * Wraps a chunk import so it runs once, whether the route opens or is preloaded (a chunk still on its
 * way is shared, as the browser's module map would share it); a failed one runs again on retry.
 */
export function page(load: () => Promise<PageModule>): PageLoader {
  let pending: Promise<PageModule> | undefined;
  const loader: PageLoader = () =>
    (pending ??= load().then(
      (m) => {
        loader.page = m.default;
        return m;
      },
      (e) => {
        pending = undefined;
        throw e;
      },
    ));
  return loader;
}

const landing = page(() => Promise.resolve(landingModule));
landing.page = landingModule.default;
/** The page chunk for a matched route: its step's own page, or the row's. */
export function loaderFor(route: RouteDef, params: Record<string, string>): PageLoader | undefined {
  return (params.step !== undefined && route.steps?.[params.step]) || route.load;
}

// One page serves every payment-code route.
const payCode = page(() => import('../features/repay/code-page'));

// The certification flow: its entry, the phone check and steps one to three share one lazy chunk.
const certification = (name: keyof typeof import('./certification-pages')) =>
  page(() => import('./certification-pages').then((m) => ({ default: m[name] })));
const facialPages: Record<string, PageLoader> = {
  'step-one': certification('identity'),
  // Steps two to four; step four and /modify-bank-info share one chunk: the same widgets and call.
  'step-two': certification('personalInfo'),
  'step-three': certification('contacts'),
  'step-four': page(() => import('../features/bank-account/bank-account-page')),
};

/** The route table of spec section 2, in its order. */
export const routes: readonly RouteDef[] = [
  { path: '/', titleKey: 'route.noren', public: true, load: landing }, // the landing itself, no hop; the router spells the address #/noren
  { path: '/login', titleKey: 'route.login', public: true, notForCertified: true, load: page(() => import('../features/auth/login-page')) },
  { path: '/home', titleKey: 'route.home', load: page(() => import('../features/borrow/home-page')) },
  {
    path: '/privacy-policy',
    titleKey: 'route.privacyPolicy',
    public: true,
    load: page(() => import('../features/privacy-policy/privacy-policy-page')),
  },
  { path: '/noren', titleKey: 'route.noren', public: true, load: landing },
  { path: '/loan', titleKey: 'route.loan', load: page(() => import('../features/borrow/loan-page')) },
  { path: '/order', titleKey: 'route.order', load: page(() => import('../features/borrow/order-page')) },
  { path: '/repay/:repayId', titleKey: 'route.repay', load: page(() => import('../features/repay/repay-page')) },
  { path: '/upload-voucher', titleKey: 'route.uploadVoucher', load: page(() => import('../features/repay/voucher-page')) },
  { path: '/coupon', titleKey: 'route.coupon', load: page(() => import('../features/repay/coupon-page')) },
  { path: '/va', titleKey: 'route.va', load: payCode },
  { path: '/store', titleKey: 'route.store', load: payCode },
  // Certification begins: the entry and the phone check.
  { path: '/identity-auth', titleKey: 'route.identityAuth', notForCertified: true, load: certification('identityAuth') },
  { path: '/survey', titleKey: 'route.survey', load: page(() => import('../features/survey/survey-page')) },
  { path: '/api-phone-check', titleKey: 'route.apiPhoneCheck', load: certification('phoneCheck') },
  { path: '/user', titleKey: 'route.user', load: page(() => import('../features/user/user-page')) },
  // Ours (Data Privacy Act): the borrower's data to download or read, and deleting the account.
  { path: '/my-data', titleKey: 'route.myData', load: page(() => import('../features/my-data/my-data-page')) },
  { path: '/feedback', titleKey: 'route.feedback', load: page(() => import('../features/feedback/feedback-page')) },
  {
    path: '/customer-service',
    titleKey: 'route.customerService',
    load: page(() => import('../features/customer-service/customer-service-page')),
  },
  { path: '/modify-bank-info', titleKey: 'route.modifyBankInfo', load: facialPages['step-four'] },
  { path: '/test', titleKey: 'route.test', public: true, load: page(() => import('../features/diagnostics/diagnostics-page')) },
  { path: '/repay-code', titleKey: 'route.repayCode', public: true, load: payCode },
  { path: '/pembayaran', titleKey: 'route.pembayaran', public: true, load: payCode },
  { path: '/sky-offline', titleKey: 'route.skyOffline', public: true, load: payCode },
  { path: '/sky-code', titleKey: 'route.skyCode', public: true, load: payCode },
  { path: '/sky-scan', titleKey: 'route.skyScan', public: true, load: payCode },
  { path: '/sky-eleven', titleKey: 'route.skyEleven', public: true, load: payCode },
  { path: '/facial-auth', titleKey: 'route.facialAuth', redirect: '/noren' },
  // An unknown step (or none) redirects to /noren in the guards (spec section 2): every step has its page.
  { path: '/facial-auth/:step', titleKey: 'route.facialAuth', steps: facialPages },
];
