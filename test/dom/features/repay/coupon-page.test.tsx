import { cleanup, render, screen } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import CouponPage from '../../../../src/features/repay/coupon-page';
import { navigate } from '../../../../src/router/navigate';
import { token, userStatus } from '../../../../src/session/session';
import { clearToasts, fakeServer, restoreFetch } from '../../support/fake-server';

const day = (d: number) => Date.parse(`2026-12-${String(d).padStart(2, '0')}T04:00:00Z`);

test.before.each(() => {
  token.value = 'tok-coupon';
  userStatus.value = 60;
  navigate('/coupon');
});
test.after.each(() => {
  cleanup();
  clearToasts();
});
test.after(restoreFetch);

test('usable coupons come first, then used, then expired, whatever order they arrive in, each with its amount, expiry date and state', async () => {
  fakeServer({
    'GET /coupon/couponList': {
      data: {
        details: [
          { couponId: '3', name: 'Old coupon', amount: 2_000, expireTime: day(1), status: 'expired' },
          { couponId: '2', name: 'Reserve coupon', amount: 10_000, expireTime: day(9), status: 'used' },
          { couponId: '1', name: 'New borrower coupon', amount: 5_000, expireTime: day(3), status: 'usable' },
        ],
      },
    },
  });
  render(<CouponPage params={{}} titleKey="route.coupon" />);
  await screen.findByText('₱50 · New borrower coupon');
  const items = screen.getAllByRole('listitem').map((li) => li.textContent);
  assert.equal(items, [
    '₱50 · New borrower couponValid until Dec\u00a03,\u00a02026 · Usable',
    '₱100 · Reserve couponValid until Dec\u00a09,\u00a02026 · Used',
    '₱20 · Old couponValid until Dec\u00a01,\u00a02026 · Expired',
  ]);
});

test('no coupons: says so, and how to get one (reserving the next loan on Home)', async () => {
  fakeServer({ 'GET /coupon/couponList': { data: { details: [] } } });
  render(<CouponPage params={{}} titleKey="route.coupon" />);
  await screen.findByText('You have no coupons yet. Reserve your next loan on Home to get one.');
  assert.is(screen.getByRole('link', { name: 'Home' }).getAttribute('href'), '#/home');
});

test.run();
