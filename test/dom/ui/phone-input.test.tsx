import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PhoneInput } from '../../../src/ui/phone-input';

function Form() {
  const [v, setV] = useState('');
  return <PhoneInput label="Contact phone" value={v} onChange={setV} />;
}

test.after.each(cleanup);

test('the shared phone field shows +63, keeps letters out and groups a whole number however it came', () => {
  render(<Form />);
  const field = screen.getByLabelText('Contact phone') as HTMLInputElement;
  screen.getByText('+63');
  assert.is(field.getAttribute('inputmode'), 'tel');
  fireEvent.input(field, { target: { value: '09x' } });
  assert.is(field.value, '09');
  fireEvent.input(field, { target: { value: '63-917-123-4567' } });
  assert.is(field.value, '917 123 4567');
});

test('a number that came saved (09187654321) shows grouped after +63, as it would have been typed', () => {
  render(<PhoneInput label="Contact phone" value="09187654321" onChange={() => {}} />);
  assert.is((screen.getByLabelText('Contact phone') as HTMLInputElement).value, '918 765 4321');
});

test.run();
