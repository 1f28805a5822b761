import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Bank } from '../../../../contract/certification';
import { BankPicker, searchBanks } from '../../../../src/features/bank-account/bank-picker';
import { banks } from '../../support/cert-fixtures';

test.after.each(cleanup);

const list = banks as unknown as Bank[];
const names = (q: string) => searchBanks(list, q).map((b) => b.bankName);

test('search ignores case, accents and spaces, and finds by code too', () => {
  assert.equal(names('metro'), ['Metrobank']);
  assert.equal(names('MÉTRO BANK'), ['Metrobank']);
  assert.equal(names('gcash'), ['GCash']);
  assert.equal(names('lbp'), ['Landbank of the Philippines']);
  assert.equal(
    names('  '),
    list.map((b) => b.bankName),
  );
  assert.equal(names('zzz'), []);
});

function Harness() {
  const [value, setValue] = useState('');
  return <BankPicker label="Bank or e-wallet" banks={list} value={value} onChange={setValue} />;
}
const search = (q: string) => fireEvent.input(screen.getByLabelText('Search by name'), { target: { value: q } });

test('the picker opens a dialog with e-wallets and banks grouped; typing narrows the list; a tap chooses and closes', async () => {
  render(<Harness />);
  await act(() => void fireEvent.click(screen.getByRole('button', { name: 'Bank or e-wallet: Choose your bank or e-wallet' })));
  const dialog = screen.getByRole('dialog', { name: 'Choose your bank or e-wallet' });
  const wallets = within(within(dialog).getByRole('region', { name: 'E-wallets' }));
  const bankGroup = within(within(dialog).getByRole('region', { name: 'Banks' }));
  assert.equal(
    wallets.getAllByRole('button').map((b) => b.textContent),
    ['GCash', 'Maya'],
  );
  assert.equal(bankGroup.getAllByRole('button').length, 4);
  await act(() => void search('china'));
  assert.is(within(dialog).queryByRole('region', { name: 'E-wallets' }), null);
  await act(() => void fireEvent.click(within(dialog).getByRole('button', { name: 'China Bank' })));
  assert.is(screen.queryByRole('dialog'), null);
  screen.getByRole('button', { name: 'Bank or e-wallet: China Bank' });
});

test('a search that matches nothing says so', async () => {
  render(<Harness />);
  await act(() => void fireEvent.click(screen.getByRole('button', { name: 'Bank or e-wallet: Choose your bank or e-wallet' })));
  await act(() => void search('xyz'));
  screen.getByText('Nothing matches “xyz”');
});

// The class is the behaviour here: `.ui-bank-option` is what gives each row its 44 px target.
test('every choice is a full-width button row (a 44 px target in the stylesheet)', async () => {
  render(<Harness />);
  await act(() => void fireEvent.click(screen.getByRole('button', { name: 'Bank or e-wallet: Choose your bank or e-wallet' })));
  const dialog = screen.getByRole('dialog', { name: 'Choose your bank or e-wallet' });
  const choices = within(dialog)
    .getAllByRole('region')
    .flatMap((group) => within(group).getAllByRole('button'));
  assert.equal(choices.map((b) => b.textContent).sort(), list.map((b) => b.bankName).sort(), 'one row for each bank and e-wallet');
  for (const b of choices) assert.ok(b.classList.contains('ui-bank-option'), `${b.textContent} is a full-width row`);
});

test.run();
