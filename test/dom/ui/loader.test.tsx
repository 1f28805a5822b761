import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, render, screen } from '@testing-library/preact';
import { FullScreenLoader, Spinner } from '../../../src/ui/loader';

test.after.each(cleanup);

test('the full-screen loader tells assistive technology that the page is loading', () => {
  render(<FullScreenLoader />);
  assert.match(screen.getByRole('status').textContent!, 'Loading');
});

test('the full-screen loader can say what it waits for', () => {
  render(<FullScreenLoader label="Checking your application" />);
  assert.is(screen.getByRole('status').textContent, 'Checking your application');
});

test('an inline spinner is announced as loading unless decorative', () => {
  const { rerender } = render(<Spinner />);
  assert.match(screen.getByRole('status').textContent!, 'Loading');
  rerender(<Spinner decorative />);
  assert.is(screen.queryByRole('status'), null);
});

test.run();
