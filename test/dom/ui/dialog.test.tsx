import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'react';
import { Dialog } from '../../../src/ui/dialog';
import { Button } from '../../../src/ui/button';

test.after.each(cleanup);

/** A page with a button that opens a dismissible dialog (or one that only its OK button closes). */
function Page({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Read the terms
      </button>
      <Dialog
        open={open}
        title="Loan terms"
        onClose={dismissible ? () => setOpen(false) : undefined}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => setOpen(false)}>OK</Button>
          </>
        }
      >
        <p>Repay within 30 days.</p>
      </Dialog>
    </main>
  );
}

function openDialog() {
  const opener = screen.getByRole('button', { name: 'Read the terms' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Loan terms' }) };
}

test('opens as a modal named by its title, with focus inside', () => {
  render(<Page />);
  assert.is(screen.queryByRole('dialog'), null);
  const { dialog } = openDialog();
  assert.is(dialog.getAttribute('aria-modal'), 'true');
  assert.ok(dialog.contains(document.activeElement));
  assert.ok(screen.getByText('Repay within 30 days.'));
});

test('Escape closes it and focus returns to the button that opened it', () => {
  render(<Page />);
  const { opener, dialog } = openDialog();
  fireEvent.keyDown(dialog, { key: 'Escape' });
  assert.is(screen.queryByRole('dialog'), null);
  assert.is(document.activeElement, opener);
});

test('an action closes it and focus returns too', () => {
  render(<Page />);
  const { opener } = openDialog();
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  assert.is(screen.queryByRole('dialog'), null);
  assert.is(document.activeElement, opener);
});

test('a tap on the backdrop closes it, a tap inside does not', () => {
  render(<Page />);
  const { dialog } = openDialog();
  fireEvent.click(screen.getByText('Repay within 30 days.'));
  assert.ok(screen.queryByRole('dialog'));
  fireEvent.click(dialog.parentElement!);
  assert.is(screen.queryByRole('dialog'), null);
});

test('without onClose, Escape and the backdrop leave it open', () => {
  render(<Page dismissible={false} />);
  const { dialog } = openDialog();
  fireEvent.keyDown(dialog, { key: 'Escape' });
  fireEvent.click(dialog.parentElement!);
  assert.ok(screen.queryByRole('dialog'));
});

test('a dismiss word gives the actions a first button that closes it as Escape does', () => {
  function Ask() {
    const [open, setOpen] = useState(true);
    return (
      <Dialog open={open} title="Sign out?" onClose={() => setOpen(false)} dismiss="Cancel" actions={<Button>Sign out</Button>}>
        <p>You will need a code to sign in again.</p>
      </Dialog>
    );
  }
  render(<Ask />);
  const buttons = screen.getAllByRole('button');
  assert.equal(
    buttons.map((b) => b.textContent),
    ['Cancel', 'Sign out'],
  );
  fireEvent.click(buttons[0]);
  assert.is(screen.queryByRole('dialog'), null);
});

test('one rendered only while it is needed leaves out `open` and shows', () => {
  render(<Dialog title="Loan applied" />);
  assert.ok(screen.getByRole('dialog', { name: 'Loan applied' }));
});

test('Tab wraps around inside the dialog', () => {
  render(<Page />);
  openDialog();
  const cancel = screen.getByRole('button', { name: 'Cancel' });
  const ok = screen.getByRole('button', { name: 'OK' });
  ok.focus();
  fireEvent.keyDown(ok, { key: 'Tab' });
  assert.is(document.activeElement, cancel);
  fireEvent.keyDown(cancel, { key: 'Tab', shiftKey: true });
  assert.is(document.activeElement, ok);
});

test('the page behind is inert while it is open, and usable again after', () => {
  render(<Page />);
  const { opener, dialog } = openDialog();
  assert.ok(opener.closest('[inert]'));
  assert.is(dialog.closest('[inert]'), null);
  fireEvent.keyDown(dialog, { key: 'Escape' });
  assert.is(opener.closest('[inert]'), null);
});

test('removing an open dialog from the page also gives focus back and un-inerts the page', () => {
  function Flow() {
    const [step, setStep] = useState<'start' | 'confirm'>('start');
    return (
      <main>
        <button type="button" onClick={() => setStep('confirm')}>
          Apply
        </button>
        {step === 'confirm' && <Dialog open title="Confirm" actions={<Button onClick={() => setStep('start')}>Done</Button>} />}
      </main>
    );
  }
  render(<Flow />);
  const opener = screen.getByRole('button', { name: 'Apply' });
  opener.focus();
  fireEvent.click(opener);
  fireEvent.click(screen.getByRole('button', { name: 'Done' }));
  assert.is(screen.queryByRole('dialog'), null);
  assert.is(document.activeElement, opener);
  assert.is(opener.closest('[inert]'), null);
});

test.run();
