import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { resolveRoute } from '../../../src/app/guards';
import { guardFacialStep, homeForStatus } from '../../../src/session/certification';
import { DEFAULT_CAROUSEL } from '../../../server/public/carousel';

const STATUSES = [0, 10, 20, 30, 40, 50, 60, 70];
// The spec's step guard, written out as the table a reviewer checks (spec sections 2 and 4).
const expected: Record<string, (string | null)[]> = {
  //             0                 10                20                          30                          40                          50                          60       70
  'step-one': ['/identity-auth', '/identity-auth', null, null, null, null, '/home', '/home'],
  'step-two': ['/identity-auth', '/identity-auth', '/facial-auth/step-one', null, null, null, '/home', '/home'],
  'step-three': ['/identity-auth', '/identity-auth', '/facial-auth/step-one', '/facial-auth/step-two', null, null, '/home', '/home'],
  'step-four': [null, null, null, null, null, null, null, null],
};

test('a facial-auth step renders with its own page where the route table has one', () => {
  const r = resolveRoute('/facial-auth/step-one', true, 20);
  assert.ok(r.kind === 'render' && r.route.load === r.route.steps?.['step-one']);
});

for (const [step, row] of Object.entries(expected)) {
  STATUSES.forEach((status, i) => {
    test(`facial-auth/${step} at status ${status} -> ${row[i] ?? 'enters'}`, () => {
      assert.is(guardFacialStep(step, status), row[i]);
      const r = resolveRoute('/facial-auth/' + step, true, status);
      if (row[i] === null) assert.is(r.kind, 'render');
      else assert.equal(r, { kind: 'redirect', to: row[i] });
    });
  });
}

test('each status has a home: <=10 identity auth, 20..50 its step, >=60 Home', () => {
  assert.equal(STATUSES.map(homeForStatus), [
    '/identity-auth',
    '/identity-auth',
    '/facial-auth/step-one',
    '/facial-auth/step-two',
    '/facial-auth/step-three',
    '/facial-auth/step-four',
    '/home',
    '/home',
  ]);
});

test('unknown and empty facial-auth children go to /noren', () => {
  assert.equal(resolveRoute('/facial-auth/step-five', true, 30), { kind: 'redirect', to: '/noren' });
  assert.equal(resolveRoute('/facial-auth', true, 30), { kind: 'redirect', to: '/noren' });
  assert.equal(resolveRoute('/facial-auth/', true, 30), { kind: 'redirect', to: '/noren' });
});

test('a guarded step waits while the status loads', () => {
  assert.equal(resolveRoute('/facial-auth/step-two', true, null), { kind: 'wait' });
});

test('/ shows the landing itself (no redirect hop before content); unknown paths go to /noren', () => {
  const root = resolveRoute('/', false, null);
  const noren = resolveRoute('/noren', false, null);
  assert.ok(
    root.kind === 'render' && noren.kind === 'render' && root.route.load === noren.route.load && root.route.load?.page,
    'the landing, already at hand',
  );
  assert.equal(resolveRoute('/no-such-page', true, 60), { kind: 'redirect', to: '/noren' });
});

const PUBLIC = [
  '/login',
  '/privacy-policy',
  '/noren',
  '/test',
  '/repay-code',
  '/sky-offline',
  '/sky-code',
  '/sky-scan',
  '/sky-eleven',
  '/pembayaran',
];
const PRIVATE = [
  '/home',
  '/loan',
  '/order',
  '/repay/12',
  '/upload-voucher',
  '/coupon',
  '/va',
  '/store',
  '/identity-auth',
  '/survey',
  '/api-phone-check',
  '/user',
  '/feedback',
  '/customer-service',
  '/modify-bank-info',
  '/facial-auth/step-four',
];

test('the public paths of spec section 2 render without a token', () => {
  for (const p of PUBLIC) assert.is(resolveRoute(p, false, null).kind, 'render', p);
});

test('every other route without a token goes to /noren', () => {
  for (const p of PRIVATE) assert.equal(resolveRoute(p, false, null), { kind: 'redirect', to: '/noren' }, p);
});

// Sign-in and the certification entry have nothing for a certified borrower: they go to Home.
const NOT_FOR_CERTIFIED = ['/login', '/identity-auth'];

test('signed in and certified, /login and /identity-auth go to Home', () => {
  for (const status of [60, 70]) {
    for (const p of NOT_FOR_CERTIFIED) assert.equal(resolveRoute(p, true, status), { kind: 'redirect', to: '/home' }, p);
  }
});

test('/login and /identity-auth still show their forms before certification, signed out, or while the status loads', () => {
  for (const p of NOT_FOR_CERTIFIED) {
    for (const status of [0, 10, 50, null]) assert.is(resolveRoute(p, true, status).kind, 'render', `${p} at ${status}`);
  }
  assert.is(resolveRoute('/login', false, 60).kind, 'render');
});

test('signed in, every other route of the table renders (repay carries its id)', () => {
  for (const p of [...PUBLIC, ...PRIVATE].filter((p) => !NOT_FOR_CERTIFIED.includes(p))) {
    assert.is(resolveRoute(p, true, 60).kind, 'render', p);
  }
  const r = resolveRoute('/repay/77', true, 60);
  assert.ok(r.kind === 'render' && r.params.repayId === '77');
});

test('every link of the reference server’s carousel opens its page for the certified borrower who sees Home', () => {
  for (const { id, link } of DEFAULT_CAROUSEL) {
    if (!link?.startsWith('#/')) continue;
    const path = link.slice(1).split('?')[0];
    assert.is(resolveRoute(path, true, 60).kind, 'render', id);
  }
});

test.run();
