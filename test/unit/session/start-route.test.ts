import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { needsAuthReport, startRoute } from '../../../src/session/start-route';

const STATUSES = [0, 10, 20, 30, 40, 50, 60, 70];
const HOME = ['/identity-auth', '/identity-auth', '/facial-auth/step-one', '/facial-auth/step-two',
  '/facial-auth/step-three', '/facial-auth/step-four', '/home', '/home'];

for (const path of ['/', '/noren', '/login']) {
  test(`starting on ${path} sends every status to its place: <=10 identity, 20..50 its step, >=60 Home`, () => {
    assert.equal(STATUSES.map((s) => startRoute(path, s)), HOME);
  });
}

test('a reload on a page the status allows stays there (a certified borrower keeps /order)', () => {
  for (const s of STATUSES) {
    for (const path of ['/order', '/user', '/coupon', '/repay/7', '/privacy-policy', '/feedback']) assert.is(startRoute(path, s), null, `${path} at ${s}`);
  }
});

test('Home and Loan are for certified borrowers: others go to their certification step', () => {
  assert.is(startRoute('/home', 10), '/identity-auth');
  assert.is(startRoute('/loan', 30), '/facial-auth/step-two');
  assert.is(startRoute('/home', 60), null);
  assert.is(startRoute('/loan', 70), null);
});

test('a certified borrower on a certification page goes Home; an uncertified one stays', () => {
  assert.is(startRoute('/identity-auth', 60), '/home');
  assert.is(startRoute('/api-phone-check', 60), '/home');
  assert.is(startRoute('/facial-auth/step-four', 60), '/home');
  assert.is(startRoute('/identity-auth', 10), null);
  assert.is(startRoute('/facial-auth/step-four', 50), null);
});

test('the authentication report goes for statuses above 10 and below 60 only', () => {
  assert.equal(STATUSES.map(needsAuthReport), [false, false, true, true, true, true, false, false]);
  assert.ok(needsAuthReport(11));
  assert.ok(needsAuthReport(59));
});

test.run();
