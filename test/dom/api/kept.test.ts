// The borrower's read answers kept for the session (src/api/kept.ts): shown again at once by a page
// seen before, never after an action, a sign-out, an expired token, or to another borrower.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { api } from '../../../src/api/client';
import { KEPT_STORE, keep } from '../../../src/api/kept';
import { signOut } from '../../../src/session/sign-out';
import { connectApi, token } from '../../../src/session/session';
import { showApiError } from '../../../src/ui/toast';
import { fakeServer, restoreFetch } from '../support/fake-server';

// Every call answers with `code` (and the same data), as a server would that is up, or refuses.
let code = 200;
const server = () => fakeServer({ '*': () => ({ code, data: { n: 1 }, msg: code === 200 ? '' : 'no' }) });

const credit = keep('credit', (signal) => api.get<{ n: number }>('/credit/creditInfo', { signal }));
const signal = new AbortController().signal;

test.after(restoreFetch);
test.before.each(async () => {
  server();
  connectApi({ onError: showApiError }); // as the app and every DOM suite have it
  code = 200;
  token.value = 'tok-1';
  await credit(signal);
});

test("a read's answer is kept for the session and at hand at once", () => {
  assert.equal(credit.kept(), { n: 1 });
});

test('another token (another borrower, a new sign-in) finds nothing kept', () => {
  token.value = 'tok-2';
  assert.is(credit.kept(), undefined);
  token.value = 'tok-1';
  assert.is(credit.kept(), undefined, 'dropped, not only hidden');
});

test('an action drops every kept answer; a read-only POST (a quote) does not', async () => {
  await api.post('/product/quote', {}, { readOnly: true });
  assert.equal(credit.kept(), { n: 1 });
  await api.post('/repay/code', {});
  assert.is(credit.kept(), undefined);
});

test('once an action settled, every page on screen asks again behind what it shows; a page gone does not', async () => {
  const asked: string[] = [];
  const stopHome = credit.stale(() => asked.push('home'));
  const stopOrders = credit.stale(() => asked.push('orders'));
  stopOrders();
  await api.post('/product/applyLoan', {});
  assert.equal(asked, ['home']);
  await api.post('/product/quote', {}, { readOnly: true });
  assert.equal(asked, ['home'], 'a read-only POST changes nothing');
  stopHome();
});

test('an action that failed drops them too: it may have changed something', async () => {
  code = 500;
  await api.post('/product/applyLoan', {}, { quiet: true }).catch(() => {});
  assert.is(credit.kept(), undefined);
});

test('an expired token (401) drops them', async () => {
  code = 401;
  await api.get('/borrow/borrowStatus').catch(() => {});
  token.value = 'tok-1';
  assert.is(credit.kept(), undefined);
});

test('signing out drops them, even were the same token to come back', async () => {
  await signOut();
  token.value = 'tok-1';
  assert.is(credit.kept(), undefined);
});

// A reload: the module loaded anew (a fresh copy of it), its memory empty, storage as the last page left it.
async function reloaded() {
  const fresh: typeof import('../../../src/api/kept') = await import(`../../../src/api/kept.ts?reload=${Math.random()}`);
  return fresh.keep('credit', (signal) => api.get<{ n: number }>('/credit/creditInfo', { signal }));
}

test('the last answers survive a reload for the same token, stored under a tag, never the token itself', async () => {
  const stored = localStorage.getItem(KEPT_STORE) ?? '';
  assert.ok(stored.includes('"n":1'), stored);
  assert.not.ok(stored.includes('tok-1'), 'no copy of the credential');
  assert.equal((await reloaded()).kept(), { n: 1 });
});

test('another borrower reloading finds nothing, and the stored answers are gone', async () => {
  token.value = 'tok-2';
  assert.is((await reloaded()).kept(), undefined);
  assert.is(localStorage.getItem(KEPT_STORE), null);
  token.value = 'tok-1';
  assert.is((await reloaded()).kept(), undefined);
});

test('an action and a sign-out empty the store as well', async () => {
  await api.post('/repay/code', {});
  assert.is(localStorage.getItem(KEPT_STORE), null);
  await credit(signal);
  assert.ok(localStorage.getItem(KEPT_STORE));
  await signOut();
  assert.is(localStorage.getItem(KEPT_STORE), null);
  token.value = 'tok-1';
  assert.is((await reloaded()).kept(), undefined);
});

test.run();
