import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LazyPage, reloader, withTimeout } from '../../../src/app/lazy-page';
import { page, type PageModule } from '../../../src/app/routes';

test.after.each(cleanup);

test('a chunk that fails to load shows the load-failure screen, and Retry loads it again', async () => {
  let calls = 0;
  const load = (): Promise<PageModule> => {
    calls++;
    return calls === 1 ? Promise.reject(new Error('chunk 404')) : Promise.resolve({ default: () => <h1>Orders</h1> });
  };
  render(<LazyPage load={page(load)} params={{}} titleKey="route.order" />);
  await screen.findByRole('alert');
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await screen.findByRole('heading', { name: 'Orders' });
  assert.is(calls, 2);
});

test('a failure the browser cached (the retry fails at once) reloads the page; offline it does not', async () => {
  let reloads = 0;
  const real = reloader.reload;
  reloader.reload = () => reloads++;
  try {
    const failing = page(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    render(<LazyPage load={failing} params={{}} titleKey="route.order" />);
    await screen.findByRole('alert');
    assert.is(reloads, 0, 'the first failure only shows the retry screen');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => assert.is(reloads, 1));
    cleanup();
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    render(<LazyPage load={failing} params={{}} titleKey="route.order" />);
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await new Promise((r) => setTimeout(r, 50));
    assert.is(reloads, 1, 'offline a reload would only show the browser error page');
    assert.ok(screen.getByRole('alert'));
  } finally {
    reloader.reload = real;
    delete (navigator as { onLine?: boolean }).onLine;
  }
});

test('the loader shows while the chunk is on its way', () => {
  render(<LazyPage load={page(() => new Promise(() => {}))} params={{}} titleKey="route.order" />);
  assert.ok(screen.getByRole('status'));
});

test('a load that never settles counts as failed after the time-out', async () => {
  let failed = false;
  await withTimeout(new Promise(() => {}), 20).catch(() => (failed = true));
  assert.ok(failed);
});

test('a preloaded page shows at once: no loader frame', async () => {
  const load = page(async () => ({ default: () => <h1>Identity</h1> }));
  await load();
  render(<LazyPage load={load} params={{}} titleKey="route.stepOne" />);
  assert.ok(screen.getByRole('heading', { name: 'Identity' }));
});

test.run();
