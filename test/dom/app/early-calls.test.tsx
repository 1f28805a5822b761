// A signed-in borrower's start: the start script in index.html asks for the status and the page's
// first calls in one request (the server's batch), before the app runs, and the pages take those
// answers instead of asking again.
import { render, screen } from '@testing-library/preact';
import type { ComponentType } from 'preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { api } from '../../../src/api/client';
import { type StartTable, start } from '../../../src/app/start-script';
import type { PageProps } from '../../../src/router/page-props';
import { batchCall, firstCalls, statusCall } from '../../../src/session/first-calls';
import HomePage from '../../../src/features/borrow/home-page';
import LoanPage from '../../../src/features/borrow/loan-page';
import OrderPage from '../../../src/features/borrow/order-page';
import UserPage from '../../../src/features/user/user-page';
import { locale } from '../../../src/i18n/i18n';
import { navigate } from '../../../src/router/navigate';
import { writeCookie } from '../../../src/session/cookies';
import { deviceId, token, userInfo, userStatus } from '../../../src/session/session';
import { settings } from '../../../src/settings';
import { credit, products } from '../features/borrow/borrow-fixtures';
import { eventually, fakeServer, type Reply, sent } from '../support/fake-server';
import { signedInPageSuite } from '../support/page-suite';

const bill = { borrowId: '1', borrowStatus: 10, overdue: false };
let releaseStatus = () => {};
const serve = () => {
  const status = new Promise<Reply>((r) => (releaseStatus = () => r({ data: { bizStatus: 60 } })));
  fakeServer({
    'GET /user/status': () => status,
    'GET /product/productList/V2/1': { data: products },
    'GET /credit/creditInfo': { data: credit },
    'GET /borrow/borrowStatus': { data: bill },
    'GET /borrow/bill': { data: { details: [] } },
    'GET /account/userBandingAccount': { data: {} },
    'GET /public/carousel': { data: { details: [] } },
  });
};

// The start script's table as build.mjs writes it, with nothing to fetch ahead: only its calls count here.
const TABLE: StartTable = {
  headers: { 'App-Id': settings.appId, Version: String(settings.versionCode), EFLAG: '1' },
  base: '/assets/',
  words: '',
  files: [],
  out: {},
  in: {},
};

/** The start script run in this page at `#<path>`, with the borrower's cookies. */
function startScript(path: string): void {
  history.replaceState(null, '', '/#' + path);
  writeCookie('token', token.value);
  writeCookie('deviceId', deviceId.value);
  start(TABLE);
}

const PAGES: [string, ComponentType<PageProps>, string][] = [
  ['/home', HomePage, 'Credit limit'],
  ['/loan', LoanPage, 'Orders'],
  ['/order', OrderPage, 'Processing'],
  ['/user', UserPage, 'Credit limit'],
];
const urls = () => sent.map((r) => r.url);
const count = (url: string) => urls().filter((u) => u === url).length;
/** The one request the start script sends for `calls`. */
const batchOf = (calls: string[]) => `/api/user${batchCall}?${calls.map((c) => `get=${encodeURIComponent(c)}`).join('&')}`;

signedInPageSuite(test, { token: 'tok-early', status: 60, path: '/home' });
test.before.each(() => {
  userInfo.value = { userId: 7, phone: '09171234567' };
  globalThis.__early = undefined;
  // The start script reads the stored language and the client the locale signal: both English here,
  // whatever an earlier test file in this process left behind.
  localStorage.setItem('lang', 'en');
  locale.value = 'en';
});

for (const [path, Page, shown] of PAGES) {
  test(`${path}: the status and the page's data leave in one request from the start script, and the page asks for none of them again`, async () => {
    serve();
    userStatus.value = null;
    startScript(path);
    const calls = [statusCall, ...firstCalls[path]];
    // One request, out before the app runs; the status not answered yet.
    await eventually(() => assert.equal(urls(), [batchOf(calls)]));
    releaseStatus();
    userStatus.value = 60; // what the app's start does with the status's answer
    navigate(path);
    render(<Page params={{}} titleKey="route.home" />);
    await screen.findAllByText(shown);
    await new Promise((r) => setTimeout(r, 50));
    for (const call of calls) assert.is(count('/api/user' + call), 0, `${call} not asked again`);
    assert.is(count(batchOf(calls)), 1);
  });
}

test('each call the start script makes for a page is one the page makes: none is wasted', async () => {
  for (const [path, Page, shown] of PAGES) {
    serve();
    releaseStatus();
    navigate(path);
    const { unmount } = render(<Page params={{}} titleKey="route.home" />);
    await screen.findAllByText(shown);
    for (const c of firstCalls[path]) assert.ok(urls().includes('/api/user' + c), `${path} asks for ${c}`);
    unmount();
  }
});

test('the client takes an early answer once; a second call of the same goes to the network', async () => {
  serve();
  startScript('/order');
  releaseStatus();
  await api.get('/borrow/bill', { query: { borrowType: 0 } });
  assert.is(count('/api/user/borrow/bill?borrowType=0'), 0);
  await api.get('/borrow/bill', { query: { borrowType: 0 } });
  assert.is(count('/api/user/borrow/bill?borrowType=0'), 1);
});

test('an action drops the answers asked ahead: a read after it goes to the network, not to what was true before it', async () => {
  fakeServer({
    'GET /user/status': { data: { bizStatus: 60 } },
    'GET /borrow/bill': { data: { details: [] } },
    'POST /product/applyLoan': { data: {} },
  });
  startScript('/order');
  await api.post('/product/applyLoan', { productCode: 'P1' });
  await api.get('/borrow/bill', { query: { borrowType: 0 } });
  assert.is(count('/api/user/borrow/bill?borrowType=0'), 1);
});

test('an early answer asked with other headers (another language) is not used: the client asks again', async () => {
  serve();
  startScript('/order');
  releaseStatus();
  const was = locale.value;
  locale.value = 'th';
  try {
    await api.get('/borrow/bill', { query: { borrowType: 0 } });
  } finally {
    locale.value = was;
  }
  assert.equal(
    sent.map((r) => [r.url, r.headers.get('Accept-Language')]),
    [
      [batchOf([statusCall, ...firstCalls['/order']]), 'en'],
      ['/api/user/borrow/bill?borrowType=0', 'th'],
    ],
  );
});

test("the start script sends the client's own headers", async () => {
  serve();
  startScript('/order');
  releaseStatus();
  globalThis.__early = undefined;
  await api.get('/borrow/bill', { query: { borrowType: 1 } });
  // Found by its address: a report the app sends meanwhile (a POST) may come last under load.
  const [early, client] = [sent[0], [...sent].reverse().find((r) => r.url.endsWith('borrowType=1'))!];
  assert.equal(Object.fromEntries(early.headers), Object.fromEntries(client.headers));
});

test('an early call that failed is asked again by the client, quietly', async () => {
  serve();
  startScript('/order');
  const failed = globalThis.__early!['/api/user/borrow/bill?borrowType=0'];
  failed.answer = Promise.reject(new TypeError('Failed to fetch'));
  failed.answer.catch(() => {});
  const data = await api.get<{ details: unknown[] }>('/borrow/bill', { query: { borrowType: 0 } });
  assert.equal(data, { details: [] });
  assert.is(count('/api/user/borrow/bill?borrowType=0'), 1);
});

test('a batch the server refused (an expired token) leaves every call to the client, which then meets the refusal itself', async () => {
  fakeServer({ 'GET /batch': { code: 401, msg: 'token is expired' }, 'GET /borrow/bill': { data: { details: [] } } });
  startScript('/order');
  await eventually(() => assert.is(sent.length, 1));
  const data = await api.get<{ details: unknown[] }>('/borrow/bill', { query: { borrowType: 0 } });
  assert.equal(data, { details: [] });
  assert.is(count('/api/user/borrow/bill?borrowType=0'), 1);
});

test('without a token, or with a partner open token, the start script asks nothing', async () => {
  serve();
  token.value = null;
  writeCookie('token', null);
  history.replaceState(null, '', '/#/home');
  start(TABLE);
  token.value = 'tok-early';
  startScript('/home?openToken=abc');
  await new Promise((r) => setTimeout(r, 20));
  // (An earlier page's own delayed call, such as Loan's quote, may still land here: only the start script's counts.)
  assert.equal(
    sent.map((r) => r.url).filter((u) => u.startsWith('/api/user' + batchCall)),
    [],
  );
});

test.after(() => {
  globalThis.__early = undefined;
  writeCookie('token', null);
  history.replaceState(null, '', '/');
});

test.run();
