import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { Header } from '../../../src/ui/header';

test.after.each(cleanup);

test('shows the page title as the only top-level heading', () => {
  render(<Header title="Repay" onBack={() => {}} />);
  assert.is(screen.getByRole('heading', { level: 1 }).textContent, 'Repay');
});

test('the back button is named Back and calls onBack', () => {
  let backs = 0;
  render(<Header title="Repay" onBack={() => backs++} />);
  fireEvent.click(screen.getByRole('button', { name: 'Back' }));
  assert.is(backs, 1);
});

test("without onBack, back is the app's back action: history back, or the landing page", () => {
  // goBack's choice depends on in-app history that other suites in this process may have made,
  // so both outcomes are watched rather than one assumed.
  const calls: string[] = [];
  const { back, replaceState } = history;
  history.back = () => calls.push('back');
  history.replaceState = (state, unused, url) => (calls.push(`replace ${url}`), replaceState.call(history, state, unused, url));
  try {
    location.hash = '#/repay/7';
    render(<Header title="Repay" />);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
  } finally {
    Object.assign(history, { back, replaceState });
  }
  assert.ok(calls[0] === 'back' || calls[0] === 'replace #/noren', `unexpected: ${calls.join(', ') || 'nothing'}`);
});

test('top-level pages can hide the back button and fill the right slot', () => {
  render(<Header title="Orders" noBack right={<a href="#/customer-service">Help</a>} />);
  assert.is(screen.queryByRole('button', { name: 'Back' }), null);
  assert.ok(screen.getByRole('link', { name: 'Help' }));
});

test('tells the toasts its height when its size changes, and never reads it as the page renders', () => {
  // The browser's observer, held here: the test says when the header's size changed.
  const { ResizeObserver: real } = globalThis;
  const watchers: (() => void)[] = [];
  globalThis.ResizeObserver = class {
    constructor(private readonly tell: () => void) {}
    observe() {
      watchers.push(this.tell);
    }
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  let reads = 0;
  const height = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => (reads++, 56) });
  try {
    const { rerender } = render(<Header title="Repay" />);
    for (const title of ['Repay', 'Repay', 'Repay now']) rerender(<Header title={title} />);
    assert.is(reads, 0);
    for (const tell of watchers) tell();
    assert.is(document.documentElement.style.getPropertyValue('--header-height'), '56px');
  } finally {
    if (height) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', height);
    globalThis.ResizeObserver = real;
  }
});

test.run();
