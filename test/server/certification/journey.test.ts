import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../harness';
import { borrower, GOOD, NO_LIMIT, phoneCheckCode, PHOTO } from './cert-helpers';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer();
});
test.after.each(() => s.close());

test('a new borrower goes from 10 to certified (60) through every call, and gets a limit and a coupon', async () => {
  const b = await borrower(s);
  const status = async () => (await b.call('GET', '/user/status')).data.bizStatus;
  assert.is(await status(), 10);
  assert.is((await s.call('GET', '/api/user/public/appConfig')).data.phoneCheckMode, 'l');

  assert.equal((await b.call('GET', '/telecom/lotp')).data, { resendIn: 60 });
  assert.equal((await b.call('POST', '/telecom/lv', { otpCode: phoneCheckCode(s, b.phone) })).data, { bizStatus: 20 });

  const front = await b.upload('/kyc/invoke/ocr', { type: '1', documentType: 'UMID' }, PHOTO);
  assert.is(front.code, 200, front.msg);
  assert.equal(front.data.fields, {});
  assert.type(front.data.imageId, 'string');
  assert.is((await b.upload('/kyc/invoke/ocr', { type: '2', documentType: 'UMID' }, PHOTO)).code, 200);
  const { transactionId } = (await b.call('POST', '/kyc/livingStart', {})).data;
  assert.equal((await b.upload('/kyc/livingResultQuery', { transactionId }, PHOTO)).data, { passed: true });
  assert.equal((await b.call('GET', '/kyc/ocrDetail')).data, { documentType: 'UMID', front: true, back: true, face: true, fields: {} });
  assert.equal((await b.call('POST', '/kyc/saveKyc', GOOD.kyc)).data, { bizStatus: 30 });

  assert.equal((await b.call('GET', '/userBaseInfo/infoView')).data, { fullName: 'Maria Clara Santos', birthday: '15/06/1995' });
  assert.equal((await b.call('POST', '/userBaseInfo/updateBaseInfo', GOOD.baseInfo)).data, { bizStatus: 40 });
  assert.equal((await b.call('GET', '/userBaseInfo/infoView')).data, { fullName: 'Maria Clara Santos', ...GOOD.baseInfo });

  assert.equal((await b.call('POST', '/contacts/saveUserContacts', GOOD.contacts)).data, { bizStatus: 50 });
  assert.equal((await b.call('GET', '/contacts')).data, GOOD.contacts);

  assert.equal((await b.call('GET', '/credit/creditInfo')).data, NO_LIMIT);
  assert.equal((await b.call('POST', '/account/saveUserAccount', GOOD.account)).data, { bizStatus: 60 });
  assert.is(await status(), 60);
  assert.equal((await b.call('GET', '/account/userBandingAccount')).data, {
    bankCode: 'BDO',
    bankName: 'BDO Unibank',
    accountNo: '********7890',
    accountName: 'Maria Clara Santos',
    changeAppliesTo: 'now',
    verifiedName: 'Maria Clara Santos',
  });
  assert.equal((await b.call('GET', '/credit/creditInfo')).data, {
    creditLimit: 500_000,
    availableLimit: 500_000,
    locked: false,
    nextGrowth: 100_000,
    limitCap: 6_000_000,
  });

  const coupon = await b.call('POST', '/coupon/receiveCoupon/auth/complete', {});
  assert.is(coupon.code, 200);
  assert.type(coupon.data.couponId, 'string');
  assert.equal((await b.call('POST', '/coupon/receiveCoupon/auth/complete', {})).data, coupon.data, 'the same coupon, never a second');
  assert.is((await s.db.selectFrom('coupon').selectAll().execute()).length, 1);
});

test.run();
