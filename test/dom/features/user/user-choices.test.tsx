import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import UserPage from '../../../../src/features/user/user-page';
import { isWithdrawn } from '../../../../src/platform/consents';
import { token, userInfo } from '../../../../src/session/session';
import { fakeServer, requestsTo, restoreFetch } from '../../support/fake-server';

test.before.each(() => {
  token.value = 'tok-data';
  userInfo.value = { userId: 7, phone: '09171234567' };
  localStorage.clear();
});
test.after.each(() => {
  cleanup();
  restoreFetch();
});

test('My profile withdraws a consent on this device and turns a reminder channel off on the server', async () => {
  fakeServer({ 'GET /user/notifyPrefs': { data: { reminderPush: true, reminderSms: true } } });
  render(<UserPage params={{}} titleKey="route.user" />);
  screen.getByRole('link', { name: 'My data' });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Usage statistics (pages opened, errors)' }));
  assert.ok(isWithdrawn('tracking'));
  assert.not.ok((screen.getByRole('checkbox', { name: 'Usage statistics (pages opened, errors)' }) as HTMLInputElement).checked);
  await screen.findByText(/only between 6:00 a\.m\. and 10:00 p\.m\., Philippine time/);
  fireEvent.click(await screen.findByRole('checkbox', { name: /By SMS/ }));
  await waitFor(() => assert.is(requestsTo('POST /api/user/user/notifyPrefs').length, 1));
  assert.equal(requestsTo('POST /api/user/user/notifyPrefs')[0].body, { reminderPush: true, reminderSms: false });
});

test.run();
