import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, render, screen, waitFor } from '@testing-library/preact';
import { Toasts, dismissToast, showToast, toasts } from '../../../src/ui/toast';

// Other suites in this process may have left toasts up: every test starts from an empty queue.
const clearAll = () => {
  for (const x of toasts.value) dismissToast(x.id);
};
test.before.each(clearAll);
test.after.each(() => (clearAll(), cleanup()));

const shown = () => [...screen.getByRole('status').querySelectorAll('p')].map((p) => p.textContent);

test('a toast shown from anywhere appears in the polite live region', () => {
  render(<Toasts />);
  const host = screen.getByRole('status');
  assert.is(host.getAttribute('aria-live'), 'polite');
  act(() => showToast('Copy successful'));
  assert.equal(shown(), ['Copy successful']);
});

test('it leaves by itself after its time', async () => {
  render(<Toasts />);
  act(() => showToast('Copy successful', { duration: 20 }));
  assert.equal(shown(), ['Copy successful']);
  await waitFor(() => assert.equal(shown(), []), { timeout: 500 });
});

test('by default it stays about 3 seconds', () => {
  const realSet = globalThis.setTimeout;
  const delays: number[] = [];
  globalThis.setTimeout = ((_fn: () => void, ms: number) => (delays.push(ms), 0)) as typeof setTimeout;
  try {
    showToast('Saved');
  } finally {
    globalThis.setTimeout = realSet;
  }
  assert.equal(delays, [3000]);
});

test('the same message twice in a row shows once', () => {
  render(<Toasts />);
  act(() => {
    showToast('Network error');
    showToast('Network error');
  });
  assert.equal(shown(), ['Network error']);
});

test('at most three toasts at once, the oldest leaving first', () => {
  render(<Toasts />);
  act(() => {
    for (const m of ['one', 'two', 'three', 'four']) showToast(m);
  });
  assert.equal(shown(), ['two', 'three', 'four']);
});

test.run();
