import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import CouponPage from '../../../../src/features/coupon/coupon-page';
import { token } from '../../../../src/session/session';
import { fakeServer, restoreFetch } from '../../support/fake-server';

test.before.each(() => {
  token.value = 'tok';
});
test.after.each(() => {
  cleanup();
  restoreFetch();
});

test('coupons show their amount, name, expiry and status in the server\'s order (usable first)', async () => {
  fakeServer({ 'GET /coupon/couponList': { data: { details: [
    { couponId: '1', name: 'New borrower coupon', amount: 5_000, expireTime: Date.parse('2026-12-25T04:00:00Z'), status: 'usable' },
    { couponId: '2', name: 'Next loan reservation coupon', amount: 2_000, expireTime: Date.parse('2026-10-01T04:00:00Z'), status: 'expired' },
  ] } } });
  render(<CouponPage params={{}} titleKey="route.coupon" />);
  await waitFor(() => screen.getByText('₱50'));
  const items = screen.getAllByRole('listitem').map((li) => li.textContent);
  assert.is(items.length, 2);
  assert.ok(items[0]!.includes('New borrower coupon') && items[0]!.includes('25/12/2026') && items[0]!.includes('Usable'));
  assert.ok(items[1]!.includes('₱20') && items[1]!.includes('Expired'));
});

test('no coupons says so', async () => {
  fakeServer({ 'GET /coupon/couponList': { data: { details: [] } } });
  render(<CouponPage params={{}} titleKey="route.coupon" />);
  await waitFor(() => screen.getByText('You have no coupons yet.'));
});

test.run();
