import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startRoute } from '../../../src/session/start-route';

const STATUSES = [0, 10, 20, 30, 40, 50, 60, 70];
const HOME = [
  '/identity-auth',
  '/identity-auth',
  '/facial-auth/step-one',
  '/facial-auth/step-two',
  '/facial-auth/step-three',
  '/facial-auth/step-four',
  '/home',
  '/home',
];

for (const path of ['/', '/noren', '/login']) {
  test(`starting on ${path} sends every status to its place: <=10 identity, 20..50 its step, >=60 Home`, () => {
    assert.equal(
      STATUSES.map((s) => startRoute(path, s)),
      HOME,
    );
  });
}

test('a reload on any other page stays there, whatever the status (a certified borrower keeps /order)', () => {
  const paths = ['/order', '/user', '/home', '/loan', '/identity-auth', '/facial-auth/step-four', '/privacy-policy', '/repay/7'];
  for (const s of STATUSES) for (const path of paths) assert.is(startRoute(path, s), null, `${path} at ${s}`);
});

test.run();
