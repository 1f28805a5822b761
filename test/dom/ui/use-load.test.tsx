import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useLoad } from '../../../src/ui/use-load';

test.after.each(cleanup);

function Probe({
  load,
  deps = [],
  ready,
}: {
  load: ((s: AbortSignal) => Promise<string>) | null;
  deps?: unknown[];
  ready?: () => string | undefined;
}) {
  const r = useLoad(load, deps, ready);
  return (
    <div>
      <p data-testid="state">{r.state}</p>
      <p data-testid="data">{r.data ?? ''}</p>
      <p data-testid="error">{r.error ? String((r.error as Error).message) : ''}</p>
      <button type="button" onClick={r.retry}>
        again
      </button>
      <button type="button" onClick={r.refresh}>
        fresh
      </button>
    </div>
  );
}

const text = (id: string) => screen.getByTestId(id).textContent;
const settle = () => new Promise((r) => setTimeout(r, 0));

test('loading, then done with the data', async () => {
  render(<Probe load={async () => 'hello'} />);
  assert.is(text('state'), 'loading');
  await settle();
  assert.is(text('state'), 'done');
  assert.is(text('data'), 'hello');
});

test('refresh loads again behind the data on screen: no loading state, the new data once in; a failed refresh keeps the old', async () => {
  let calls = 0;
  let answer!: (v: string) => void;
  render(
    <Probe
      load={() =>
        ++calls === 1
          ? Promise.resolve('first')
          : calls === 2
            ? new Promise<string>((r) => (answer = r))
            : Promise.reject(new Error('offline'))
      }
    />,
  );
  await settle();
  fireEvent.click(screen.getByRole('button', { name: 'fresh' }));
  await settle();
  assert.equal([text('state'), text('data')], ['done', 'first']);
  answer('second');
  await settle();
  assert.equal([text('state'), text('data')], ['done', 'second']);
  fireEvent.click(screen.getByRole('button', { name: 'fresh' }));
  await settle();
  await settle();
  assert.equal([text('state'), text('data'), text('error')], ['done', 'second', '']);
  assert.is(calls, 3);
});

test('a load with a kept answer shows it at once and asks again behind it: the answer replaces it in place, a failure leaves it', async () => {
  let calls = 0;
  let answer!: (v: string) => void;
  const load = Object.assign(() => (++calls === 1 ? new Promise<string>((r) => (answer = r)) : Promise.reject(new Error('offline'))), {
    kept: () => 'seen before',
  });
  render(<Probe load={load} />);
  assert.equal([text('state'), text('data')], ['done', 'seen before']);
  assert.is(calls, 1, 'asked again at once');
  answer('fresh');
  await settle();
  assert.equal([text('state'), text('data')], ['done', 'fresh']);
  cleanup();
  render(<Probe load={load} />);
  await settle();
  assert.equal([text('state'), text('data'), text('error')], ['done', 'seen before', '']);
});

test('a load that says it is stale is asked again behind the data on screen, and no longer once the page is gone', async () => {
  let calls = 0;
  const watchers = new Set<() => void>();
  const load = Object.assign(async () => `answer ${++calls}`, {
    stale: (fn: () => void) => {
      watchers.add(fn);
      return () => void watchers.delete(fn);
    },
  });
  render(<Probe load={load} />);
  await settle();
  assert.is(text('data'), 'answer 1');
  for (const fn of watchers) fn();
  assert.equal([text('state'), text('data')], ['done', 'answer 1'], 'no loader meanwhile');
  await settle();
  await settle();
  assert.equal([text('state'), text('data')], ['done', 'answer 2']);
  cleanup();
  await settle();
  assert.is(watchers.size, 0);
});

test('a failure is failed with the error; retry loads again', async () => {
  let calls = 0;
  render(<Probe load={async () => (++calls === 1 ? Promise.reject(new Error('offline')) : 'second')} />);
  await settle();
  assert.is(text('state'), 'failed');
  assert.is(text('error'), 'offline');
  fireEvent.click(screen.getByRole('button', { name: 'again' }));
  await settle();
  assert.is(text('state'), 'done');
  assert.is(text('data'), 'second');
  assert.is(calls, 2);
});

test('unmounting aborts the signal the load was given', async () => {
  let signal: AbortSignal | undefined;
  const { unmount } = render(<Probe load={(s) => ((signal = s), new Promise(() => {}))} />);
  await settle();
  assert.is(signal?.aborted, false);
  unmount();
  await settle(); // Preact runs an unmounted component's effect clean-ups after the render
  assert.is(signal?.aborted, true);
});

test('new deps abort the previous load and an answer that comes late is dropped', async () => {
  const resolvers: ((v: string) => void)[] = [];
  const signals: AbortSignal[] = [];
  const load = (s: AbortSignal) => (signals.push(s), new Promise<string>((r) => resolvers.push(r)));
  const { rerender } = render(<Probe load={load} deps={['en']} />);
  await settle();
  rerender(<Probe load={load} deps={['fil']} />);
  await settle();
  assert.is(signals[0].aborted, true);
  resolvers[0]('english');
  resolvers[1]('filipino');
  await settle();
  assert.is(text('data'), 'filipino');
});

test('a value already at hand shows at once, without loading', () => {
  let calls = 0;
  render(<Probe load={async () => (calls++, 'fresh')} ready={() => 'cached'} />);
  assert.is(text('state'), 'done');
  assert.is(text('data'), 'cached');
  assert.is(calls, 0);
});

test('no load: idle', () => {
  render(<Probe load={null} />);
  assert.is(text('state'), 'idle');
});

test.run();
