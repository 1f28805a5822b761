import { act, cleanup, render } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { REFRESH_STEPS_MS, useLiveRefresh } from '../../../src/ui/use-live-refresh';

// The hook's timers are caught here and fired by hand: the test walks the waits without waiting.
type Timer = { id: number; fn: () => void; ms: number };
let timers: Timer[] = [];
let nextId = 1000;
const realSet = globalThis.setTimeout;
const realClear = globalThis.clearTimeout;
let refreshes = 0;
const refresh = () => refreshes++;

test.before.each(() => {
  timers = [];
  refreshes = 0;
  globalThis.setTimeout = ((fn: () => void, ms = 0) => {
    // Only the refresh waits are the hook's; anything shorter (the renderer's own) runs as usual.
    if (ms < REFRESH_STEPS_MS[0]) return realSet(fn, ms);
    const id = nextId++;
    timers.push({ id, fn, ms });
    return id;
  }) as typeof setTimeout;
  globalThis.clearTimeout = ((id: number) => {
    timers = timers.filter((t) => t.id !== id);
    realClear(id);
  }) as typeof clearTimeout;
  setVisibility('visible');
});
test.after.each(() => {
  cleanup();
  globalThis.setTimeout = realSet;
  globalThis.clearTimeout = realClear;
});

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}
function Probe({ pending }: { pending: boolean }) {
  useLiveRefresh(pending, refresh);
  return null;
}
/** Fires the one wait that is set; answers its length. */
function fire(): number {
  assert.is(timers.length, 1, 'one wait at a time');
  const [t] = timers;
  timers = [];
  act(() => t.fn());
  return t.ms;
}

test('while something is pending the page asks again, 3 s, 5 s, 10 s, 20 s, then every 30 s', () => {
  render(<Probe pending />);
  assert.is(refreshes, 0, "the first load is the page's own");
  const waits = Array.from({ length: 7 }, fire);
  assert.equal(waits, [3000, 5000, 10000, 20000, 30000, 30000, 30000]);
  assert.is(refreshes, 7);
});

test('nothing pending: no timer, but a return to view still asks again', () => {
  render(<Probe pending={false} />);
  assert.equal(timers, []);
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
  assert.is(refreshes, 1);
  assert.equal(timers, []);
});

test('a hidden page asks nothing; its return to view asks at once and starts the waits over', () => {
  render(<Probe pending />);
  fire();
  fire();
  setVisibility('hidden');
  fire();
  assert.is(refreshes, 2, 'the wait that ended while hidden asked nothing');
  assert.equal(timers, [], 'and set no other');
  setVisibility('visible');
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
  assert.is(refreshes, 3);
  assert.is(fire(), 3000);
});

test('it stops when nothing is pending any more, and when the page is left', () => {
  const { rerender, unmount } = render(<Probe pending />);
  fire();
  rerender(<Probe pending={false} />);
  assert.equal(timers, []);
  rerender(<Probe pending />);
  assert.equal(
    timers.map((t) => t.ms),
    [3000],
  );
  act(() => void unmount());
  assert.equal(timers, []);
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
  assert.is(refreshes, 1);
});

test.run();
