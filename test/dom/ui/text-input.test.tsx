import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'react';
import { TextInput } from '../../../src/ui/text-input';
import { descriptionOf } from './dom-helpers';

test.after.each(cleanup);

function Phone({ error, onValue }: { error?: string; onValue?: (v: string) => void }) {
  const [v, setV] = useState('');
  return (
    <TextInput
      label="Phone number"
      value={v}
      onChange={(x) => (setV(x), onValue?.(x))}
      prefix="+63"
      hint="10 digits, starting with 0"
      error={error}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={10}
    />
  );
}

test('the input is found by its label and reports what is typed', () => {
  const seen: string[] = [];
  render(<Phone onValue={(v) => seen.push(v)} />);
  const input = screen.getByLabelText('Phone number') as HTMLInputElement;
  fireEvent.input(input, { target: { value: '0917' } });
  assert.equal(seen, ['0917']);
  assert.is(input.value, '0917');
});

test('the prefix and the hint are read as the description', () => {
  render(<Phone />);
  assert.is(descriptionOf(screen.getByLabelText('Phone number')), '+63 10 digits, starting with 0');
});

test('keyboard, autofill and length hints reach the input', () => {
  render(<Phone />);
  const input = screen.getByLabelText('Phone number');
  assert.is(input.getAttribute('type'), 'tel');
  assert.is(input.getAttribute('inputmode'), 'numeric');
  assert.is(input.getAttribute('autocomplete'), 'tel-national');
  assert.is(input.getAttribute('maxlength'), '10');
});

test('an error is announced, marks the input invalid and is linked to it', () => {
  render(<Phone error="Please check the phone number format" />);
  const input = screen.getByLabelText('Phone number');
  assert.is(screen.getByRole('alert').textContent, 'Please check the phone number format');
  assert.is(input.getAttribute('aria-invalid'), 'true');
  assert.match(descriptionOf(input), 'Please check the phone number format');
});

test('without an error the input is valid and nothing is announced', () => {
  render(<Phone />);
  assert.is(screen.getByLabelText('Phone number').getAttribute('aria-invalid'), null);
  assert.is(screen.queryByRole('alert'), null);
});

test('two fields on one page keep their own labels and errors', () => {
  render(
    <>
      <TextInput label="Company name" value="" onChange={() => {}} error="Required" />
      <TextInput label="Company address" value="" onChange={() => {}} />
    </>,
  );
  assert.match(descriptionOf(screen.getByLabelText('Company name')), 'Required');
  assert.is(descriptionOf(screen.getByLabelText('Company address')), '');
});

test.run();
