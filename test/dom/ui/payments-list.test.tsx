import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Payment, PaymentList } from '../../../contract/repay';
import { PaymentsList } from '../../../src/ui/payments/payments-list';
import { toasts } from '../../../src/ui/toast';
import { clearToasts } from '../support/fake-server';

const at = Date.parse('2026-12-03T14:05:00+08:00');
const payment = (id: string, amount: number, channel: Payment['channel'], refund = 0): Payment => {
  const base = { paymentId: id, paidAt: at, amount, channel, reference: `PCREF${id}`, kind: 'repay' as const };
  return { ...base, receipt: { ...base, applied: amount - refund, refund, owedAfter: 0 } };
};
const list: PaymentList = {
  details: [payment('evt-2', 618_000, 'gcash', 618_000), payment('evt-1', 618_000, null)],
  paid: 1_236_000,
  owed: 0,
};

test.after.each(() => {
  cleanup();
  clearToasts();
  // biome-ignore lint/suspicious/noExplicitAny: the test removes what it gave the navigator
  delete (navigator as any).share;
});

test('each payment shows its date and time, amount, channel and reference; then what is still owed', () => {
  render(<PaymentsList list={list} />);
  const items = screen.getAllByRole('listitem');
  assert.is(items.length, 2);
  assert.match(items[0].textContent ?? '', 'Dec\u00a03,\u00a02026 14:05');
  assert.match(items[0].textContent ?? '', '₱6,180');
  assert.match(items[0].textContent ?? '', 'GCash · PCREFevt-2');
  assert.match(items[1].textContent ?? '', 'Matched by our team · PCREFevt-1');
  const owed = screen.getByText('Still owed');
  assert.is(owed.nextElementSibling?.textContent, '₱0');
});

test('no payment yet says so', () => {
  render(<PaymentsList list={{ details: [], paid: 0, owed: 503_500 }} />);
  screen.getByText('No payment received yet.');
});

test('a receipt opens in a dialog with where the money went, and shares as text where the Web Share API is present', async () => {
  const shared: { title?: string; text?: string }[] = [];
  Object.assign(navigator, { share: async (d: { title?: string; text?: string }) => void shared.push(d) });
  render(<PaymentsList list={list} />);
  fireEvent.click(screen.getAllByRole('button', { name: 'Receipt of ₱6,180 on Dec\u00a03,\u00a02026 14:05' })[0]);
  const dialog = screen.getByRole('dialog', { name: 'Payment receipt' });
  const figure = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
  assert.is(figure('Amount paid'), '₱6,180');
  assert.is(figure('Applied to the loan'), '₱0');
  assert.is(figure('To send back to you'), '₱6,180');
  assert.is(figure('Receipt number'), 'evt-2');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
  await Promise.resolve();
  assert.is(shared.length, 1);
  assert.is(shared[0].title, 'PesoCash · Payment receipt');
  assert.match(shared[0].text ?? '', 'Reference: PCREFevt-2');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  assert.is(screen.queryByRole('dialog'), null);
});

test('without the Web Share API the receipt is copied', async () => {
  let copied = '';
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (s: string) => void (copied = s) } });
  render(<PaymentsList list={list} />);
  fireEvent.click(screen.getAllByRole('button', { name: /Receipt of/ })[1]);
  fireEvent.click(screen.getByRole('button', { name: 'Share' }));
  await new Promise((r) => setTimeout(r));
  assert.match(copied, 'Amount paid: ₱6,180');
  assert.not.match(copied, 'To send back to you', 'a payment with nothing to send back does not mention it');
  assert.ok(toasts.value.some((x) => x.message === 'Copy successful'));
});

test.run();
