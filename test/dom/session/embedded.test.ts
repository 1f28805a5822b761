import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { currentPath } from '../../../src/router/navigate';
import { settings } from '../../../src/settings';
import { boot } from '../../../src/session/boot';
import { partnerCode } from '../../../src/session/partner-code';
import { clearSession, linkRefused, token, userStatus } from '../../../src/session/session';
import { toasts } from '../../../src/ui/toast';
import { clearToasts, eventually, fakeServer, requestsTo, restoreFetch } from '../support/fake-server';

const PARTNER_USER = { token: 'tok-p', userId: 3, phone: '0917000003', bizStatus: 10 };

/** Opens the app at `url` as a partner frame would. */
function openAt(url: string) {
  history.replaceState(null, '', url);
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

test.before.each(() => {
  clearSession();
  fakeServer({ 'POST /login/uniqueLogin': { data: PARTNER_USER } });
});
test.after.each(() => {
  settings.embedded = false;
  clearToasts();
});

test('with the origin flag, an openToken in the search signs in through uniqueLogin with the partner channel', async () => {
  settings.embedded = true;
  openAt('/?openToken=task-123#/noren');
  await boot();
  const [call] = requestsTo('POST /api/user/login/uniqueLogin');
  assert.equal(call.body, { taskId: 'task-123', uniqueChannel: settings.partnerChannel, registerClientType: 1 });
  assert.is(token.value, 'tok-p');
  assert.is(userStatus.value, 10);
  assert.is(currentPath.value, '/identity-auth');
});

test('the open token may come in the hash query too, and it is removed from the address (it is single-use)', async () => {
  settings.embedded = true;
  openAt('/#/noren?openToken=task-456&lang=es');
  await boot();
  assert.is(requestsTo('POST /api/user/login/uniqueLogin')[0].body.taskId, 'task-456');
  assert.not.match(location.href, /openToken/);
  await eventually(() => assert.is(location.hash, '#/identity-auth'));
});

test('without the origin flag an open token is ignored', async () => {
  openAt('/?openToken=task-789#/noren');
  await boot();
  assert.is(requestsTo('POST /api/user/login/uniqueLogin').length, 0);
  assert.is(token.value, null);
  assert.is(currentPath.value, '/noren');
});

test('a refused task (used, expired) leaves the visitor signed out on the page, with the server message', async () => {
  settings.embedded = true;
  fakeServer({ 'POST /login/uniqueLogin': { code: 400, msg: 'This sign-in link is no longer valid' } });
  openAt('/?openToken=used#/noren');
  await boot();
  assert.is(token.value, null);
  assert.is(currentPath.value, '/noren');
  // A link reused in a second tab says so on the page (inside a partner's frame a toast passes unseen)
  assert.is(linkRefused.value, 'This sign-in link is no longer valid');
  assert.equal(toasts.value, []);
});

// PRODUCT.md section 6: a phone that already has an account proves itself with a sign-in code.
test('a task for a phone that already has an account signs out whoever was here and opens the code step on the sign-in page', async () => {
  settings.embedded = true;
  token.value = 'someone-else';
  fakeServer({ 'POST /login/uniqueLogin': { data: { needCode: true, maskedPhone: '0917****67', expiresIn: 300, resendIn: 60 } } });
  openAt('/?openToken=task-77#/noren');
  const before = Date.now();
  await boot();
  assert.is(token.value, null);
  assert.is(partnerCode.value?.taskId, 'task-77');
  assert.is(partnerCode.value?.maskedPhone, '0917****67');
  assert.ok(partnerCode.value!.resendAt >= before + 60_000);
  await eventually(() => assert.is(currentPath.value, '/login'));
  assert.not.match(location.href, /openToken/);
  assert.is(linkRefused.value, null);
  partnerCode.value = null;
});

test.after(restoreFetch);

test.run();
