import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MY_DATA_SECTIONS } from '../../../../contract/user';
import MyDataPage from '../../../../src/features/my-data/my-data-page';
import { currentPath, navigate } from '../../../../src/router/navigate';
import { token, userInfo } from '../../../../src/session/session';
import { fakeServer, requestsTo, restoreFetch } from '../../support/fake-server';

const sections = Object.fromEntries(MY_DATA_SECTIONS.map((s) => [s, []]));
const DOC = {
  exportedAt: Date.UTC(2026, 10, 28, 2),
  sections: {
    ...sections,
    profile: [{ id: 7, phone: '09171234567', createdAt: Date.UTC(2026, 0, 5) }],
    contacts: [{ name: 'Ana Cruz', position: 1 }],
  },
  consents: { reminderPush: true, reminderSms: true, notificationsSubscribed: false, locationShared: false },
};

test.before.each(() => {
  token.value = 'tok-data';
  userInfo.value = { userId: 7, phone: '09171234567' };
  localStorage.clear();
  navigate('/my-data');
});
test.after.each(() => {
  cleanup();
  restoreFetch();
});

test('My data shows every section with its count, and the rows in it, and downloads the document as one JSON file', async () => {
  fakeServer({ 'GET /user/myData': { data: DOC } });
  const saved: Blob[] = [];
  const had = URL.createObjectURL;
  URL.createObjectURL = ((b: Blob) => (saved.push(b), 'blob:x')) as typeof URL.createObjectURL;
  try {
    render(<MyDataPage params={{}} titleKey="route.myData" />);
    await screen.findByText('Emergency contacts (1)');
    screen.getByText('Loans (0)');
    screen.getByText('Ana Cruz');
    assert.is(document.querySelectorAll('details').length, MY_DATA_SECTIONS.length);
    fireEvent.click(screen.getByRole('button', { name: 'Download my data (JSON file)' }));
    assert.is(saved.length, 1);
    assert.equal(JSON.parse(await saved[0].text()), DOC);
  } finally {
    URL.createObjectURL = had;
  }
});

test('deleting the account while a loan is open shows the refusal in plain words and asks for no code', async () => {
  fakeServer({
    'GET /user/myData': { data: DOC },
    'GET /user/eraseCode': { code: 409, msg: 'Your account cannot be deleted while a loan is open.' },
  });
  render(<MyDataPage params={{}} titleKey="route.myData" />);
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  await screen.findByText('Your account cannot be deleted while a loan is open.');
  assert.is(screen.queryByLabelText('Code'), null);
});

test('deleting the account: a code is sent, a wrong one is refused beside it, the right one signs out and lands on the landing', async () => {
  fakeServer({
    'GET /user/myData': { data: DOC },
    'GET /user/eraseCode': { data: { expiresIn: 300, resendIn: 60 } },
    'POST /user/erase': (req) =>
      (req.body as { code: string }).code === '1234'
        ? { data: { keepUntil: Date.UTC(2031, 10, 28) } }
        : { code: 400, msg: 'The code is wrong.' },
  });
  render(<MyDataPage params={{}} titleKey="route.myData" />);
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  const field = await screen.findByLabelText('Code');
  fireEvent.input(field, { target: { value: '9999' } });
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account now' }));
  await screen.findByText('The code is wrong.');
  assert.is(token.value, 'tok-data');
  fireEvent.input(field, { target: { value: '1234' } });
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account now' }));
  await waitFor(() => assert.is(currentPath.value, '/noren'));
  assert.is(token.value, null);
  assert.is(requestsTo('POST /api/user/user/erase').length, 2);
});

test.run();
