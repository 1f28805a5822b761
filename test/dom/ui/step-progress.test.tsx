import { cleanup, render, screen } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { StepProgress } from '../../../src/ui/step-progress';

test.after.each(cleanup);

test('says where the borrower is in words, and fills one part of the bar per step reached', () => {
  render(<StepProgress step={2} total={4} label="Step 2 of 4" />);
  screen.getByText('Step 2 of 4');
  // The bar is for the eye only (the words say the step), so its parts are found among hidden elements.
  const parts = screen.getAllByRole('listitem', { hidden: true });
  assert.equal(
    parts.map((p) => p.hasAttribute('data-reached')),
    [true, true, false, false],
  );
  assert.is(screen.getByRole('list', { hidden: true }).getAttribute('aria-hidden'), 'true', 'the words say it once to a screen reader');
  assert.is(screen.queryByRole('list'), null);
});

test.run();
