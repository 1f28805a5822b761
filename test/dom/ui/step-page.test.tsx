import { cleanup, render, screen } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { StepPage } from '../../../src/ui/step-page';

test.after.each(cleanup);

test('a certification step page: its title, where the borrower is in the steps, then the step itself', () => {
  render(
    <StepPage title="Emergency contacts" step={3} total={4} label="Step 3 of 4">
      <form aria-label="Contacts" />
    </StepPage>,
  );
  assert.is(screen.getByRole('heading', { level: 1 }).textContent, 'Emergency contacts');
  assert.ok(screen.getByRole('button', { name: 'Back' }), 'a step leads back');
  const main = screen.getByRole('main');
  assert.is(main.firstElementChild?.textContent, 'Step 3 of 4');
  assert.is(screen.getAllByRole('listitem', { hidden: true }).filter((p) => p.hasAttribute('data-reached')).length, 3);
  assert.is(main.lastElementChild, screen.getByRole('form', { name: 'Contacts' }));
});

test.run();
