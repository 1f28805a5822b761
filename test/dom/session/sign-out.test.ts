import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { currentPath, navigate } from '../../../src/router/navigate';
import { signOut } from '../../../src/session/sign-out';
import { token, userInfo, userStatus } from '../../../src/session/session';
import { fakeServer, requestsTo, restoreFetch } from '../support/fake-server';

test.before.each(() => {
  token.value = 'tok-5';
  userInfo.value = { userId: 5, phone: '0917000005' };
  userStatus.value = 60;
  navigate('/user');
});

test('signing out asks the server to revoke the token, then forgets the session and shows /login', async () => {
  fakeServer();
  await signOut();
  const [call] = requestsTo('GET /api/user/login/loginOut');
  assert.is(call.headers.get('Authentication'), 'tok-5');
  assert.is(token.value, null);
  assert.is(userInfo.value, null);
  assert.is(userStatus.value, null);
  assert.is(currentPath.value, '/login');
});

test('offline, the session is still forgotten on this device', async () => {
  fakeServer({ 'GET /login/loginOut': 'network' });
  await signOut();
  assert.is(token.value, null);
  assert.is(currentPath.value, '/login');
});

test('a token the server already revoked (401) ends the same way', async () => {
  fakeServer({ 'GET /login/loginOut': { code: 401, msg: 'unauthorized' } });
  await signOut();
  assert.is(token.value, null);
  assert.is(currentPath.value, '/login');
});

test.after(restoreFetch);

test.run();
