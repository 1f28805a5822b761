import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { Button } from '../../../src/ui/button';

test.after.each(cleanup);

test('a tap calls onClick', () => {
  let taps = 0;
  render(<Button onClick={() => taps++}>Apply now</Button>);
  fireEvent.click(screen.getByRole('button', { name: 'Apply now' }));
  assert.is(taps, 1);
});

test('a busy button says so, ignores taps and keeps keyboard focus', () => {
  let taps = 0;
  render(
    <Button busy onClick={() => taps++}>
      Apply now
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Apply now' });
  assert.is(button.getAttribute('aria-busy'), 'true');
  assert.is(button.getAttribute('aria-disabled'), 'true');
  button.focus();
  fireEvent.click(button);
  assert.is(taps, 0);
  assert.is(document.activeElement, button);
});

test('a busy submit button does not submit its form again', () => {
  let submits = 0;
  render(
    <form onSubmit={(e) => (e.preventDefault(), submits++)}>
      <Button type="submit" busy>
        Send
      </Button>
    </form>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  assert.is(submits, 0);
});

test('a plain button inside a form does not submit it', () => {
  let submits = 0;
  render(
    <form onSubmit={(e) => (e.preventDefault(), submits++)}>
      <Button>Details</Button>
      <Button type="submit">Send</Button>
    </form>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Details' }));
  assert.is(submits, 0);
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  assert.is(submits, 1);
});

test('a disabled button cannot be pressed', () => {
  let taps = 0;
  render(
    <Button disabled onClick={() => taps++}>
      Apply now
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Apply now' }) as HTMLButtonElement;
  assert.ok(button.disabled);
  fireEvent.click(button);
  assert.is(taps, 0);
});

test('an icon button can carry its name in aria-label', () => {
  render(
    <Button variant="text" aria-label="Close">
      ×
    </Button>,
  );
  assert.ok(screen.getByRole('button', { name: 'Close' }));
});

test.run();
