import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import SurveyPage from '../../../../src/features/survey/survey-page';
import { token } from '../../../../src/session/session';
import { clearToasts, fakeServer, requestsTo, restoreFetch } from '../../support/fake-server';

test.before.each(() => {
  token.value = 'tok-survey';
  fakeServer({ 'POST /survey/answer': (req) => ({ data: { ...req.body, createdAt: 1 } }) });
});
test.after.each(() => {
  cleanup();
  clearToasts();
  restoreFetch();
});

test('a score is required; nothing is sent without one', async () => {
  render(<SurveyPage params={{}} titleKey="route.survey" />);
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await screen.findByText('Please choose a score from 1 to 5');
  assert.is(requestsTo('POST /api/user/survey/answer').length, 0);
});

test('the chosen score and the comment are sent, then the thanks shows', async () => {
  render(<SurveyPage params={{}} titleKey="route.survey" />);
  // Native events: see feedback-page.test.tsx.
  (screen.getByLabelText('4 of 5') as HTMLInputElement).click();
  const comment = screen.getByLabelText('Anything else? (optional)') as HTMLTextAreaElement;
  comment.value = ' Fast approval ';
  comment.dispatchEvent(new Event('input', { bubbles: true }));
  await new Promise((r) => setTimeout(r, 10)); // the page re-renders with the choices before Submit
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await screen.findByText('Thank you for your answer.');
  assert.equal(requestsTo('POST /api/user/survey/answer')[0].body, { score: 4, comment: 'Fast approval' });
});

test.run();
