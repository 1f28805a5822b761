import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { installSessionReports } from '../../../src/platform/session-reports';
import { boot } from '../../../src/session/boot';
import { setSessionHooks } from '../../../src/session/hooks';
import { clearSession } from '../../../src/session/session';
import { afterSignIn } from '../../../src/session/sign-in';
import { fakeServer } from '../support/fake-server';

// The session tells the layers above it of its moments through hooks they register; it imports none of them.
let heard: string[] = [];

test.before.each(() => {
  heard = [];
  clearSession();
  setSessionHooks({ appStarted: () => heard.push('started'), signedIn: (newUser) => heard.push(`signed in, new: ${newUser}`) });
});

test.after(() => installSessionReports());

test('an app start is told to the hook registered for it', async () => {
  await boot();
  assert.equal(heard, ['started']);
});

test('a sign-in is told once, with whether it opened the account', async () => {
  fakeServer({ 'GET /user/status': { data: { bizStatus: 10 } }, 'POST /user/msg/center': { data: { messages: [], unread: 0 } } });
  await afterSignIn({ token: 'tok', userId: 7, phone: '09171234567', newUser: true, bizStatus: 10 });
  assert.equal(heard, ['signed in, new: true']);
});

test.run();
