import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'react';
import { Textarea } from '../../../src/ui/textarea';
import { descriptionOf } from './dom-helpers';

test.after.each(cleanup);

function Feedback({ error }: { error?: string }) {
  const [v, setV] = useState('');
  return <Textarea label="Your feedback" value={v} onChange={setV} maxLength={200} error={error} />;
}

test('typing updates the value and the used/limit counter', () => {
  render(<Feedback />);
  const box = screen.getByLabelText('Your feedback') as HTMLTextAreaElement;
  assert.ok(screen.getByText('0/200'));
  fireEvent.input(box, { target: { value: 'Hello' } });
  assert.is(box.value, 'Hello');
  assert.ok(screen.getByText('5/200'));
  assert.is(box.getAttribute('maxlength'), '200');
});

test('the counter is part of the description', () => {
  render(<Feedback />);
  assert.is(descriptionOf(screen.getByLabelText('Your feedback')), '0/200');
});

test('an error is announced and linked to the textarea', () => {
  render(<Feedback error="Please fill in the feedback content before submitting." />);
  const box = screen.getByLabelText('Your feedback');
  assert.is(screen.getByRole('alert').textContent, 'Please fill in the feedback content before submitting.');
  assert.is(box.getAttribute('aria-invalid'), 'true');
  assert.match(descriptionOf(box), 'Please fill in the feedback content');
});

test('without a limit there is no counter', () => {
  render(<Textarea label="Notes" value="abc" onChange={() => {}} />);
  assert.is(screen.queryByText(/^\d+\/\d+$/), null);
  assert.is(descriptionOf(screen.getByLabelText('Notes')), '');
});

test.run();
