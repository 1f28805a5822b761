import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import ContactsPage from '../../../../src/features/contacts/contacts-page';
import { currentPath, navigate } from '../../../../src/router/navigate';
import { clearSession, userInfo, userStatus } from '../../../../src/session/session';
import { dictReplies } from '../../support/cert-fixtures';
import { clearToasts, eventually, fakeServer, requestsTo, restoreFetch } from '../../support/fake-server';
import { choose } from '../../ui/dom-helpers';

test.before.each(() => {
  localStorage.clear();
  clearSession();
  userInfo.value = { userId: 41, phone: '09171234567' };
  userStatus.value = 40;
  navigate('/facial-auth/step-three');
  fakeServer({
    ...dictReplies,
    'GET /contacts': { data: { contacts: [] } },
    'POST /contacts/saveUserContacts': { data: { bizStatus: 50 } },
  });
});
test.after.each(() => {
  cleanup();
  clearToasts();
});
test.after(restoreFetch);

const open = async () => {
  render(<ContactsPage params={{ step: 'step-three' }} titleKey="route.stepThree" />);
  await screen.findByRole('group', { name: 'Emergency contact 2' });
};
const person = (n: number) => within(screen.getByRole('group', { name: `Emergency contact ${n}` }));
const input = (n: number, label: string) => person(n).getByLabelText(label) as HTMLInputElement;
const type = (n: number, label: string, value: string) => fireEvent.input(input(n, label), { target: { value } });
const errorOf = (n: number, label: string) =>
  (input(n, label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
const next = () => act(() => void fireEvent.click(screen.getByRole('button', { name: 'Next' })));

async function fill(n: number, relationship: string, name: string, phone: string) {
  await eventually(() => assert.ok((input(n, 'Relationship') as unknown as HTMLSelectElement).options.length > 1));
  choose(input(n, 'Relationship'), relationship);
  type(n, 'Full name', name);
  type(n, 'Mobile number', phone);
}

test('each contact is typed in: relationship, name and a phone field that never offers the contact list or autofill', async () => {
  await open();
  screen.getByText('Step 3 of 4');
  const phone = input(1, 'Mobile number');
  assert.is(phone.getAttribute('type'), 'tel');
  // The same hint as every phone field of the app.
  const described = (phone.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)!.textContent);
  assert.is(described.join(' '), '+63 Philippine mobile, e.g. 0917 123 4567');
  fireEvent.input(phone, { target: { value: 'abc+63 9171' } });
  assert.is(phone.value, '+63 9171', 'letters never get in');
  assert.is(phone.getAttribute('autocomplete'), 'off');
  assert.is(document.querySelector('input[type="file"], [data-contact-picker]'), null);
});

test('Next with nothing typed says what is missing under each field of both contacts and sends nothing', async () => {
  await open();
  await next();
  for (const n of [1, 2]) {
    assert.match(errorOf(n, 'Relationship'), 'Please choose how this person is related to you');
    assert.match(errorOf(n, 'Full name'), 'Please enter the contact’s name');
    assert.match(errorOf(n, 'Mobile number'), 'Phone number cannot be empty');
  }
  assert.is(requestsTo('POST /api/user/contacts/saveUserContacts').length, 0);
});

test('the borrower’s own number, in any written form, is refused', async () => {
  await open();
  await fill(1, 'PARENT', 'Maria Dela Cruz', '+63 917 123 4567');
  await fill(2, 'FRIEND', 'Pedro Santos', '0918 765 4321');
  await next();
  assert.match(errorOf(1, 'Mobile number'), 'This is your own number');
  assert.is(requestsTo('POST /api/user/contacts/saveUserContacts').length, 0);
});

test('the same number twice is refused on the second contact; a landline and a bad name are refused too', async () => {
  await open();
  await fill(1, 'PARENT', 'Maria Dela Cruz', '09187654321');
  await fill(2, 'FRIEND', 'P3dro', '9187654321');
  await next();
  assert.match(errorOf(2, 'Mobile number'), 'The two contacts must have different numbers');
  assert.match(errorOf(2, 'Full name'), 'Please enter a real name');
  type(2, 'Mobile number', '(02) 8123 4567');
  await next();
  assert.match(errorOf(2, 'Mobile number'), 'Please check the phone number format');
  assert.is(requestsTo('POST /api/user/contacts/saveUserContacts').length, 0);
});

test('two good contacts are sent with phones as 09XXXXXXXXX, then step four opens at status 50', async () => {
  await open();
  await fill(1, 'PARENT', '  Maria   Dela Cruz ', '+63 918 765 4321');
  await fill(2, 'SIBLING', 'Pedro Santos', '919-111-2222');
  await next();
  await eventually(() => assert.is(currentPath.value, '/facial-auth/step-four'));
  assert.equal(requestsTo('POST /api/user/contacts/saveUserContacts')[0].body, {
    contacts: [
      { relationship: 'PARENT', name: 'Maria Dela Cruz', phone: '09187654321' },
      { relationship: 'SIBLING', name: 'Pedro Santos', phone: '09191112222' },
    ],
  });
  assert.is(userStatus.value, 50);
  assert.is(localStorage.getItem('draft:41:step-three'), null);
});

test('saved contacts are corrected before the credit decision: Change, edit, Save changes, back to step four', async () => {
  userStatus.value = 50;
  const saved = [
    { relationship: 'PARENT', name: 'Maria Dela Cruz', phone: '09187654321' },
    { relationship: 'SIBLING', name: 'Pedro Santos', phone: '09191112222' },
  ];
  fakeServer({
    ...dictReplies,
    'GET /contacts': { data: { contacts: saved } },
    'POST /contacts/saveUserContacts': { data: { bizStatus: 50 } },
  });
  await open();
  screen.getByText('This step is saved. Tap Next to continue, or Change to correct it.');
  assert.ok(input(2, 'Full name').disabled);
  await act(() => void fireEvent.click(screen.getByRole('button', { name: 'Change' })));
  type(2, 'Full name', 'Pedro Reyes Santos');
  await act(() => void fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
  await eventually(() => assert.is(requestsTo('POST /api/user/contacts/saveUserContacts').length, 1));
  assert.equal(requestsTo('POST /api/user/contacts/saveUserContacts')[0].body, {
    contacts: [saved[0], { ...saved[1], name: 'Pedro Reyes Santos' }],
  });
  await eventually(() => assert.is(currentPath.value, '/facial-auth/step-four'));
});

test('what was typed survives a remount (a reload)', async () => {
  await open();
  await fill(1, 'PARENT', 'Maria Dela Cruz', '0918 765 4321');
  type(2, 'Full name', 'Pedro');
  cleanup();
  await open();
  assert.is(input(1, 'Full name').value, 'Maria Dela Cruz');
  assert.is(input(1, 'Mobile number').value, '918 765 4321', 'shown grouped after +63');
  assert.is(input(2, 'Full name').value, 'Pedro');
  await eventually(() => assert.is((input(1, 'Relationship') as unknown as HTMLSelectElement).value, 'PARENT'));
});

test.run();
