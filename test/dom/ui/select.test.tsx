import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { useState } from 'react';
import { Select, type SelectOption } from '../../../src/ui/select';
import { choose, descriptionOf, optionTexts } from './dom-helpers';

test.after.each(cleanup);

const EDUCATION: SelectOption[] = [
  { value: '1', label: 'High school' },
  { value: '2', label: 'College' },
];

function Education(props: { loadOptions?: () => Promise<SelectOption[]>; error?: string; onValue?: (v: string) => void }) {
  const [v, setV] = useState('');
  return (
    <Select
      label="Education"
      value={v}
      onChange={(x) => (setV(x), props.onValue?.(x))}
      options={props.loadOptions ? undefined : EDUCATION}
      loadOptions={props.loadOptions}
      error={props.error}
    />
  );
}

test('starts on the placeholder and reports the chosen value', () => {
  const seen: string[] = [];
  render(<Education onValue={(v) => seen.push(v)} />);
  const select = screen.getByLabelText('Education') as HTMLSelectElement;
  assert.equal(optionTexts(select), ['Choose…', 'High school', 'College']);
  assert.is(select.value, '');
  choose(select, '2');
  assert.equal(seen, ['2']);
  assert.is(select.value, '2');
});

test('options from a loader: loading first, then the list', async () => {
  let resolve!: (list: SelectOption[]) => void;
  render(<Education loadOptions={() => new Promise((r) => (resolve = r))} />);
  const select = screen.getByLabelText('Education') as HTMLSelectElement;
  assert.ok(select.disabled);
  assert.is(select.getAttribute('aria-busy'), 'true');
  assert.equal(optionTexts(select), ['Loading…']);
  resolve(EDUCATION);
  await waitFor(() => assert.equal(optionTexts(select), ['Choose…', 'High school', 'College']));
  assert.not.ok(select.disabled);
});

test('a failed load is announced with a retry that loads again', async () => {
  let calls = 0;
  const load = () => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(EDUCATION));
  render(<Education loadOptions={load} />);
  const alert = await screen.findByRole('alert');
  assert.match(alert.textContent!, 'Check your connection');
  fireEvent.click(screen.getByRole('button', { name: /Try again/ }));
  const select = screen.getByLabelText('Education') as HTMLSelectElement;
  await waitFor(() => assert.equal(optionTexts(select), ['Choose…', 'High school', 'College']));
  assert.is(calls, 2);
  assert.is(screen.queryByRole('alert'), null);
});

test('an error is announced and linked to the select', () => {
  render(<Education error="Please choose your education" />);
  const select = screen.getByLabelText('Education');
  assert.is(select.getAttribute('aria-invalid'), 'true');
  assert.is(descriptionOf(select), 'Please choose your education');
  assert.is(screen.getByRole('alert').textContent, 'Please choose your education');
});

test.run();
