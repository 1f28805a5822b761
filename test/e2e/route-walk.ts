// The walk of every route of the route table at 360x740 (touch) in the interface languages, as each
// kind of borrower meets it: signed out, at each certification step, certified, and with an open
// loan; the dialogs a page opens too. The layout walk and the accessibility audit each run their
// check on every page and dialog it shows.
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import type { ApplyLoanAnswer, OpenBill, ProductList } from '../../contract/borrow';
import type { RepayCode } from '../../contract/repay';
import { readRouteTable } from '../../build/route-files.mjs';
import type { Locale } from '../../src/i18n/i18n';
import { certifyTo } from '../support/certify';
import { phoneCheckCode, upload } from './certify';
import { baseUrl, callApi, phone, signInCookies, signInViaApi } from './harness';

/** Who opens a page: nobody, a borrower at a certification status, or a certified one with an open loan. */
export type Who = 'out' | 10 | 20 | 30 | 40 | 50 | 60 | 'loan';
/** A dialog a page opens, by the control that opens it. */
type Opener = { name: string; selector: string } | { name: string; key: string; messages: string };
interface Visit {
  who: Who;
  path: string;
  dialogs?: Opener[];
  /** What the borrower does first, e.g. ticks a box that enables the page's main button. */
  first?: (page: Page) => Promise<void>;
}

const sample: Opener = { name: 'sample disclosure', selector: '.lender-link' };
const service: Opener = { name: 'customer service', selector: '.ui-fab' };
const banks: Opener = { name: 'bank picker', selector: '[aria-haspopup=dialog]' };
const codeRoutes = ['/repay-code', '/pembayaran', '/sky-offline', '/sky-code', '/sky-scan', '/sky-eleven'];
/** Every page of the walk, by whom it is opened, and the dialogs opened from it. */
export const VISITS: Visit[] = [
  { who: 'out', path: '/', dialogs: [sample] },
  { who: 'out', path: '/noren' },
  { who: 'out', path: '/login', dialogs: [sample, service] },
  { who: 'out', path: '/privacy-policy' },
  { who: 'out', path: '/test' },
  ...codeRoutes.map((path) => ({ who: 'out' as const, path: `${path}?reference=:reference` })),
  { who: 10, path: '/noren' },
  { who: 10, path: '/identity-auth' },
  { who: 10, path: '/api-phone-check' },
  { who: 20, path: '/facial-auth/step-one' },
  { who: 30, path: '/facial-auth/step-two' },
  { who: 40, path: '/facial-auth/step-three' },
  { who: 50, path: '/facial-auth/step-four', dialogs: [banks] },
  { who: 60, path: '/home', dialogs: [{ name: 'loan guide', key: 'borrow.guideTitle', messages: 'borrow' }] },
  {
    who: 60,
    path: '/loan',
    first: (page) => page.locator('main input[type=checkbox]').check(),
    dialogs: [{ name: 'loan agreement', key: 'borrow.readAgreement', messages: 'borrow' }],
  },
  { who: 'loan', path: '/home' },
  { who: 'loan', path: '/loan' },
  { who: 'loan', path: '/order' },
  { who: 'loan', path: '/repay/:repayId' },
  { who: 'loan', path: '/upload-voucher' },
  { who: 'loan', path: '/coupon' },
  { who: 'loan', path: '/va?reference=:reference' },
  { who: 'loan', path: '/store?reference=:reference' },
  { who: 'loan', path: '/survey' },
  { who: 'loan', path: '/user', dialogs: [service] },
  { who: 'loan', path: '/my-data' },
  { who: 'loan', path: '/feedback' },
  { who: 'loan', path: '/customer-service' },
  { who: 'loan', path: '/modify-bank-info', dialogs: [banks] },
  { who: 'loan', path: '/facial-auth/step-four', dialogs: [banks] },
];

/** The routes of the route table the walk does not visit. */
export async function unwalkedRoutes(): Promise<string[]> {
  const visited = new Set(VISITS.map((v) => v.path.replace(/\?.*/, '')));
  return (await readRouteTable('src/app/routes.ts')).map((r) => r.path).filter((p) => !visited.has(p));
}

/** An enveloped POST with an Idempotency-Key, as the app sends money calls. */
async function postOnce<T>(path: string, body: unknown, token: string, deviceId: string): Promise<T> {
  const { seal, open } = await import('../../src/api/envelope');
  const key = (await import('../../build/settings.mjs')).readBuildSettings(process.env).envelopeKey;
  const res = await fetch(`${baseUrl}/api/user${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      EFLAG: '1',
      'Device-Id': deviceId,
      Authentication: token,
      'Idempotency-Key': randomUUID(),
    },
    body: JSON.stringify({ payload: await seal(body, key) }),
  });
  const r = await open<{ code: number; data: T; msg: string }>(((await res.json()) as { payload: string }).payload, key);
  if (r.code !== 200) throw new Error(`${path}: ${r.code} ${r.msg}`);
  return r.data;
}

/**
 * A borrower signed in by API and walked to `status`; `loan` also has a disbursed loan and a payment
 * code. `prefix` (seven digits) keeps each walk's borrowers apart on the one server.
 */
async function borrower(who: Exclude<Who, 'out'>, n: number, prefix: string) {
  const phoneNo = `${prefix}${String(n).padStart(4, '0')}`;
  const deviceId = `e2e-${phoneNo}`;
  const token = await signInViaApi(phoneNo, deviceId);
  const me = { token, phoneNo, deviceId };
  const status = who === 'loan' ? 60 : who;
  if (status > 10)
    await certifyTo(
      {
        call: (method, path, body) => callApi(method, path, { token, deviceId, body }),
        upload: (path, fields) => upload(me, path, fields),
        phoneCheckCode: () => phoneCheckCode(phoneNo),
      },
      status,
      { idNumber: `0111-${prefix.slice(-3, -1)}${String(n).padStart(5, '0')}-9` },
    );
  const out = { token, phoneNo, repayId: '', reference: '' };
  if (who !== 'loan') return out;
  const [p] = (await callApi<ProductList>('GET', '/product/productList/V2/1', { token, deviceId })).data;
  const applied = await postOnce<ApplyLoanAnswer>(
    '/product/applyLoan',
    { productCode: p.productCode, amount: p.minAmount, term: p.terms[0], agreementAccepted: true },
    token,
    deviceId,
  );
  for (let i = 0; i < 40; i++) {
    const open = (await callApi<OpenBill>('GET', '/borrow/borrowStatus', { token, deviceId })).data;
    if ('borrowStatus' in open && open.borrowStatus === 40) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const code = await postOnce<RepayCode>(
    '/repay/code',
    { repayId: applied.repayId, kind: 'repay', amount: 100_00, channel: 'qrph' },
    token,
    deviceId,
  );
  return { ...out, repayId: applied.repayId, reference: code.reference };
}

/** The page has its title and nothing is still loading. */
export async function settled(page: Page) {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('.ui-spinner,.ui-loader,.yield'));
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))));
}

const messageTables = new Map<string, Record<string, string>>();
async function message(lang: Locale, feature: string, key: string): Promise<string> {
  const id = `${feature}/${lang}`;
  if (!messageTables.has(id)) messageTables.set(id, (await import(`../../src/features/${feature}/messages/${lang}.ts`)).default);
  return messageTables.get(id)![key];
}

/** What a walk does: its languages, its borrowers' number prefix, and the check of each page and dialog shown. */
export interface Walk {
  langs: readonly Locale[];
  /** Seven digits, e.g. 0917640: each walk signs in borrowers of its own. */
  prefix: string;
  /** A fresh context for a language (a walk may need its own browser options). */
  context?: () => ReturnType<typeof phone>;
  /** Runs on each page, then on each of its dialogs (`dialog` names it), as shown at 360 px in `lang`. */
  check(page: Page, lang: Locale, where: string, dialog?: string): Promise<void>;
}

/** Walks every visit in every language of `walk`; resolves with how long the borrowers took to set up and the whole walk, in ms. */
export async function walkRoutes(walk: Walk): Promise<{ setup: number; total: number }> {
  const started = Date.now();
  const kinds: Who[] = [10, 20, 30, 40, 50, 60, 'loan'];
  const people = new Map(
    await Promise.all(kinds.map(async (w, i) => [w, await borrower(w as Exclude<Who, 'out'>, i + 1, walk.prefix)] as const)),
  );
  const ready = Date.now();
  const pageOf = new Map((await readRouteTable('src/app/routes.ts')).map((r) => [r.path, r.modules.join()]));
  for (const lang of walk.langs) {
    const { context, page } = await (walk.context ?? phone)();
    await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
    let as: Who | null = null;
    let last = '';
    let dirty = false; // a dialog was left open: the next page opens afresh
    for (const v of VISITS) {
      const me = v.who === 'out' ? null : people.get(v.who)!;
      const path = v.path
        .replace(':repayId', people.get('loan')!.repayId)
        .replace(':reference', (me ?? people.get('loan')!).reference || people.get('loan')!.reference);
      const where = `${path.replace(/\?.*/, '')}${v.who === 'out' ? '' : ` (${v.who === 'loan' ? 'open loan' : `status ${v.who}`})`}`;
      const reload = as !== v.who || dirty;
      const samePage = pageOf.get(v.path.replace(/\?.*/, '')) === pageOf.get(last);
      last = v.path.replace(/\?.*/, '');
      if (as !== v.who) await signInAs(context, me);
      as = v.who;
      const open = async (anew: boolean) => {
        if (anew) {
          await page.goto('about:blank');
          await page.goto(`${baseUrl}/#${path}`);
        } else {
          // In the app, as a tap on a link goes: the old page leaves, unless the page on screen (after a
          // redirect) is already the one asked for, or the same page serves the new route.
          const there = await page.evaluate((p) => {
            if (location.hash === `#${p}`) return true;
            document.querySelector('main')?.setAttribute('data-left', '');
            location.hash = p;
            return false;
          }, path);
          if (there || samePage) await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
          else await page.waitForFunction(() => !document.querySelector('main[data-left]'));
        }
        await settled(page);
        await v.first?.(page);
      };
      await open(reload);
      dirty = false;
      if ((await page.evaluate(() => document.documentElement.lang)) !== lang) throw new Error(`${where} is not in ${lang}`);
      await walk.check(page, lang, where);
      for (const [i, d] of (v.dialogs ?? []).entries()) {
        // Each dialog from the page as it opens (not every dialog can be closed by Escape).
        if (i > 0) await open(true);
        dirty = true;
        const opener =
          'selector' in d
            ? page.locator(d.selector).first()
            : page.getByRole('button', { name: await message(lang, d.messages, d.key), exact: true });
        await opener.click();
        await page.getByRole('dialog').last().waitFor();
        await settled(page);
        await walk.check(page, lang, `${where} ${d.name}`, d.name);
      }
    }
    await context.close();
  }
  return { setup: ready - started, total: Date.now() - started };
}

async function signInAs(context: BrowserContext, me: { token: string; phoneNo: string } | null) {
  await context.clearCookies();
  if (me) await signInCookies(context, me.token, me.phoneNo);
}
