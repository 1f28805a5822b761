import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkSignInCode, loginOut, sendSignInCode, uniqueLogin } from '../../../src/api/sign-in';
import { clearToasts, fakeServer, restoreFetch, sent } from '../support/fake-server';

test.before.each(() => clearToasts());
test.after(restoreFetch);

test('the code request carries phone and type 1 in the query; the others send their bodies', async () => {
  fakeServer({ 'POST /login/otp': { data: { expiresIn: 300, resendIn: 60 } } });
  assert.equal(await sendSignInCode('0917123456'), { expiresIn: 300, resendIn: 60 });
  await checkSignInCode('0917123456', '1234');
  await uniqueLogin({ taskId: 't-1', uniqueChannel: 'demo-partner', registerClientType: 2 });
  await loginOut();
  assert.equal(
    sent.map((r) => `${r.method} ${r.url}`),
    [
      'POST /api/user/login/otp?phone=0917123456&type=1',
      'POST /api/user/login/otpLoginCheck',
      'POST /api/user/login/uniqueLogin',
      'GET /api/user/login/loginOut',
    ],
  );
  assert.equal(sent[1].body, { phone: '0917123456', code: '1234' });
  assert.equal(sent[2].body, { taskId: 't-1', uniqueChannel: 'demo-partner', registerClientType: 2 });
});

test.run();
