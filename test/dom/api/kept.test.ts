// The borrower's read answers kept for the session (src/api/kept.ts): shown again at once by a page
// seen before, never after an action, a sign-out, an expired token, or to another borrower.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { api } from '../../../src/api/client';
import { keep } from '../../../src/api/kept';
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

test.run();
