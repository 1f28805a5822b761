import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { currentPath, navigate } from '../../../src/router/navigate';
import { boot } from '../../../src/session/boot';
import { clearSession, token, unreadMessages, userStatus } from '../../../src/session/session';
import { eventually, fakeServer, requestsTo, restoreFetch } from '../support/fake-server';

/** Uploads of one type (app start, 20, goes up at every boot beside the others). */
const uploads = (type: number) => requestsTo('POST /api/metric/info/save').filter((r) => r.body.uploadType === type);
const withStatus = (bizStatus: number) => fakeServer({ 'GET /user/status': { data: { bizStatus } } });

test.before.each(() => {
  clearSession();
  history.replaceState(null, '', '/');
});

test('without a token nothing is asked and the visitor stays on the landing page', async () => {
  withStatus(10);
  navigate('/noren', { replace: true });
  await boot();
  assert.is(requestsTo('GET /api/user/user/status').length, 0);
  assert.is(currentPath.value, '/noren');
});

test('with a token on the landing page, the status is refreshed and the borrower sent to the step of it', async () => {
  withStatus(40);
  token.value = 'tok';
  navigate('/noren', { replace: true });
  await boot();
  assert.is(userStatus.value, 40);
  assert.is(currentPath.value, '/facial-auth/step-three');
  await eventually(() => assert.is(uploads(80).length, 1)); // its report, see below
});

test("a signed-in start sends the app start report (upload type 20) once the page has loaded (a visitor's: platform/session-reports)", async () => {
  withStatus(60);
  token.value = 'tok';
  navigate('/loan', { replace: true });
  // An earlier test's start may report late, into this test's log: only this start's counts.
  const ours = () => uploads(20).filter((r) => JSON.parse(r.body.value).path === '/loan');
  await boot();
  await eventually(() => assert.is(ours().length, 1));
});

test('a signed-in start reads how many messages are unread, for the profile tab', async () => {
  fakeServer({ 'GET /user/status': { data: { bizStatus: 60 } }, 'POST /user/msg/center': { data: { messages: [], unread: 2 } } });
  token.value = 'tok';
  navigate('/home', { replace: true });
  await boot();
  await eventually(() => assert.is(unreadMessages.value, 2));
  clearSession();
  assert.is(unreadMessages.value, 0, 'signing out forgets the count');
});

test('a certified borrower reloading Orders stays on Orders', async () => {
  withStatus(60);
  token.value = 'tok';
  navigate('/order', { replace: true });
  await boot();
  assert.is(currentPath.value, '/order');
});

test('status 11..59 sends the authentication report (upload type 80); 10 and 60 do not', async () => {
  for (const [status, reports] of [
    [30, 1],
    [10, 0],
    [60, 0],
  ] as const) {
    withStatus(status);
    token.value = 'tok';
    navigate('/login', { replace: true });
    await boot();
    if (reports) {
      await eventually(() => assert.is(uploads(80).length, 1));
      const { body } = uploads(80)[0];
      assert.is(body.uploadType, 80);
      assert.is(JSON.parse(body.value).bizStatus, status);
    } else {
      await new Promise((r) => setTimeout(r, 30));
      assert.is(uploads(80).length, 0, `status ${status}`);
    }
  }
});

test('a revoked token (401) at start clears the session and lands on /login', async () => {
  fakeServer({ 'GET /user/status': { code: 401, msg: 'unauthorized' } });
  token.value = 'revoked';
  navigate('/order', { replace: true });
  await boot();
  assert.is(token.value, null);
  assert.is(currentPath.value, '/login');
});

test.after(restoreFetch);

test.run();
