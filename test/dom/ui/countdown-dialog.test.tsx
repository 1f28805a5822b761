import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, render, screen } from '@testing-library/preact';
import { CountdownDialog, type Ticker } from '../../../src/ui/countdown-dialog';

test.after.each(cleanup);

/** A hand-driven clock: `tick()` is one second passing. */
function manualClock() {
  let listener: (() => void) | null = null;
  let starts = 0;
  const ticker: Ticker = (tick) => {
    starts++;
    listener = tick;
    return () => (listener = null);
  };
  return {
    ticker,
    starts: () => starts,
    running: () => listener !== null,
    tick: (n = 1) => {
      for (let i = 0; i < n; i++) act(() => listener?.());
    },
  };
}

const timer = () => screen.getByRole('timer').textContent;

test('counts down from 10 one second at a time, showing what is left', () => {
  const clock = manualClock();
  render(<CountdownDialog open title="Evaluating your credit" onEnd={() => {}} ticker={clock.ticker} />);
  assert.ok(screen.getByRole('dialog', { name: 'Evaluating your credit' }));
  assert.is(timer(), '10 s');
  clock.tick();
  assert.is(timer(), '9 s');
  clock.tick(8);
  assert.is(timer(), '1 s');
});

test('at 0 it closes, calls onEnd exactly once and stops its clock', () => {
  const clock = manualClock();
  let ends = 0;
  render(<CountdownDialog open title="Evaluating your credit" onEnd={() => ends++} ticker={clock.ticker} />);
  clock.tick(9);
  assert.is(ends, 0);
  clock.tick();
  assert.is(ends, 1);
  assert.is(screen.queryByRole('dialog'), null);
  assert.not.ok(clock.running());
  clock.tick(3);
  assert.is(ends, 1);
});

test('the seconds prop sets the start', () => {
  const clock = manualClock();
  let ends = 0;
  render(<CountdownDialog open title="New limit" seconds={3} onEnd={() => ends++} ticker={clock.ticker} />);
  assert.is(timer(), '3 s');
  clock.tick(3);
  assert.is(ends, 1);
});

test('screen readers hear the start and the 5-second mark, not every tick', () => {
  const clock = manualClock();
  render(<CountdownDialog open title="Evaluating your credit" onEnd={() => {}} ticker={clock.ticker} />);
  const status = screen.getByRole('status');
  assert.is(status.textContent, '10 s');
  clock.tick(3);
  assert.is(status.textContent, '10 s');
  clock.tick(2);
  assert.is(status.textContent, '5 s');
});

test('closed, it does not count; reopened, it starts again from the top', () => {
  const clock = manualClock();
  let ends = 0;
  const view = (open: boolean) => <CountdownDialog open={open} title="New limit" seconds={3} onEnd={() => ends++} ticker={clock.ticker} />;
  const { rerender } = render(view(false));
  assert.is(clock.starts(), 0);
  assert.is(screen.queryByRole('dialog'), null);
  rerender(view(true));
  clock.tick(3);
  assert.is(ends, 1);
  rerender(view(false));
  rerender(view(true));
  assert.is(timer(), '3 s');
  clock.tick(3);
  assert.is(ends, 2);
});

test('the default clock ticks once per second and is stopped on close', () => {
  const realSet = globalThis.setInterval;
  const realClear = globalThis.clearInterval;
  const started: number[] = [];
  const cleared: unknown[] = [];
  globalThis.setInterval = ((_fn: () => void, ms: number) => (started.push(ms), 42)) as typeof setInterval;
  globalThis.clearInterval = ((id: unknown) => void cleared.push(id)) as typeof clearInterval;
  try {
    const { unmount } = render(<CountdownDialog open title="New limit" onEnd={() => {}} />);
    assert.equal(started, [1000]);
    act(() => void unmount()); // preact runs effect cleanups of an unmounted tree after paint; act flushes them
    assert.ok(cleared.includes(42));
  } finally {
    globalThis.setInterval = realSet;
    globalThis.clearInterval = realClear;
  }
});

test.run();
