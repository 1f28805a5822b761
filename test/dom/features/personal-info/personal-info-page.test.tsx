import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import PersonalInfoPage from '../../../../src/features/personal-info/personal-info-page';
import { currentPath, navigate } from '../../../../src/router/navigate';
import { clearSession, userInfo, userStatus } from '../../../../src/session/session';
import { dictReplies } from '../../support/cert-fixtures';
import { clearToasts, eventually, fakeServer, requestsTo, restoreFetch } from '../../support/fake-server';
import { choose } from '../../ui/dom-helpers';
import { BASE_INFO } from '../../../support/borrower-fixtures';

const KYC = { fullName: 'Juan Dela Cruz', birthday: '14/02/1990' };

function server(view: object = KYC) {
  fakeServer({
    ...dictReplies,
    'GET /userBaseInfo/infoView': { data: view },
    'POST /userBaseInfo/updateBaseInfo': { data: { bizStatus: 40 } },
  });
}
test.before.each(() => {
  localStorage.clear();
  clearSession();
  userInfo.value = { userId: 31, phone: '09171234567' };
  userStatus.value = 30;
  navigate('/facial-auth/step-two');
  server();
});
test.after.each(() => {
  cleanup();
  clearToasts();
});
test.after(restoreFetch);

const open = async () => {
  render(<PersonalInfoPage params={{ step: 'step-two' }} titleKey="route.stepTwo" />);
  await screen.findByLabelText('Email address');
};
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.input(field(label), { target: { value } });
const pick = async (label: string, value: string) => {
  await eventually(() => assert.ok((field(label) as unknown as HTMLSelectElement).options.length > 1));
  choose(field(label), value);
};
const next = () => act(() => void fireEvent.click(screen.getByRole('button', { name: 'Next' })));
const errorOf = (label: string) => {
  const el = field(label);
  return (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
};

async function fillValid() {
  for (const [label, value] of [
    ['Gender', 'F'],
    ['Education', 'COLLEGE_GRADUATE'],
    ['Marital status', 'SINGLE'],
    ['Work status', 'EMPLOYED_PRIVATE'],
    ['Industry', 'BPO'],
    ['Monthly income', '20K_30K'],
    ['How often you are paid', 'MONTHLY'],
  ] as const)
    await pick(label, value);
  type('Email address', ' Juan@Example.COM ');
  type('Number of children', '2');
  type('Payday', '15');
  type('Company or business name', 'Acme BPO Inc.');
  type('Company or business address', '12 Ayala Ave, Makati');
}

test('the KYC name and birth date pre-fill the form, under where the borrower is: step 2 of 4', async () => {
  await open();
  screen.getByText('Step 2 of 4');
  screen.getByText('Juan Dela Cruz');
  const [day, month, year] = screen
    .getAllByRole('combobox')
    .filter((s) => ['Day', 'Month', 'Year'].includes(s.parentElement!.parentElement!.firstChild!.textContent!)) as HTMLSelectElement[];
  assert.equal([day.value, month.value, year.value], ['14', '2', '1990']);
});

test('with no birth date from KYC the field starts at the spec default 01/01/1995, sent as is unless changed', async () => {
  server({ fullName: 'Juan Dela Cruz' });
  await open();
  assert.equal(
    ['Day', 'Month', 'Year'].map((l) => (field(l) as unknown as HTMLSelectElement).value),
    ['1', '1', '1995'],
  );
  await fillValid();
  await next();
  await eventually(() => assert.is(requestsTo('POST /api/user/userBaseInfo/updateBaseInfo').length, 1));
  assert.is(requestsTo('POST /api/user/userBaseInfo/updateBaseInfo')[0].body.birthday, '01/01/1995');
  await eventually(() => assert.is(currentPath.value, '/facial-auth/step-three'));
});

test('Next with nothing chosen shows a message under every wrong field and sends nothing', async () => {
  await open();
  await next();
  for (const label of ['Gender', 'Education', 'Marital status', 'Work status', 'Industry', 'Monthly income', 'How often you are paid'])
    assert.match(errorOf(label), 'Please choose one of the options', label);
  assert.match(errorOf('Email address'), 'Please enter your email address');
  assert.match(errorOf('Number of children'), 'Enter a whole number from 0 to 20');
  assert.match(errorOf('Payday'), 'Enter a day of the month from 1 to 31');
  assert.match(errorOf('Company or business name'), 'Please enter the name of your company or business');
  assert.match(errorOf('Company or business address'), 'Please enter the address of your company or business');
  assert.is(field('Gender').getAttribute('aria-invalid'), 'true');
  assert.is(requestsTo('POST /api/user/userBaseInfo/updateBaseInfo').length, 0);
});

test('a wrong email, 21 children and payday 32 each say what is wrong; typing again clears that message', async () => {
  await open();
  await fillValid();
  type('Email address', 'juan@gmail');
  type('Number of children', '21');
  type('Payday', '32');
  await next();
  assert.match(errorOf('Email address'), 'Please check the email address');
  assert.match(errorOf('Number of children'), 'from 0 to 20');
  assert.match(errorOf('Payday'), 'from 1 to 31');
  assert.is(errorOf('Gender').trim(), '');
  type('Payday', '31');
  assert.is.not(errorOf('Payday').includes('from 1 to 31'), true);
  assert.is(requestsTo('POST /api/user/userBaseInfo/updateBaseInfo').length, 0);
});

test('paid twice a month (15th and 30th), the form asks no single payday: the choice names the days, and the 15th goes', async () => {
  await open();
  await fillValid();
  await pick('How often you are paid', 'SEMI_MONTHLY');
  assert.is(screen.queryByLabelText('Payday'), null);
  await next();
  await eventually(() => assert.is(requestsTo('POST /api/user/userBaseInfo/updateBaseInfo').length, 1));
  assert.is(requestsTo('POST /api/user/userBaseInfo/updateBaseInfo')[0].body.payday, 15);
  assert.is(requestsTo('POST /api/user/userBaseInfo/updateBaseInfo')[0].body.salaryType, 'SEMI_MONTHLY');
  await eventually(() => assert.is(currentPath.value, '/facial-auth/step-three')); // the save's move lands in this test, not the next
});

test('a student may leave the company empty', async () => {
  await open();
  await fillValid();
  await pick('Work status', 'STUDENT');
  type('Company or business name', '');
  type('Company or business address', '');
  await next();
  await eventually(() => assert.is(currentPath.value, '/facial-auth/step-three'));
  assert.is(requestsTo('POST /api/user/userBaseInfo/updateBaseInfo')[0].body.companyName, '');
});

test('a valid form sends the 13 fields as PRODUCT.md names them, then opens step three at status 40', async () => {
  await open();
  await fillValid();
  await next();
  await eventually(() => assert.is(requestsTo('POST /api/user/userBaseInfo/updateBaseInfo').length, 1));
  await eventually(() => assert.is(currentPath.value, '/facial-auth/step-three'));
  const [req] = requestsTo('POST /api/user/userBaseInfo/updateBaseInfo');
  // The shared good personal information, but with what fillValid() typed.
  assert.equal(req.body, {
    ...BASE_INFO,
    birthday: '14/02/1990',
    email: 'juan@example.com',
    childrenCount: 2,
    salaryType: 'MONTHLY',
    companyAddress: '12 Ayala Ave, Makati',
  });
  assert.is(userStatus.value, 40);
  assert.is(localStorage.getItem('draft:31:step-two'), null, 'the saved step leaves no draft behind');
});

test('what was typed survives a remount (a reload), for this borrower only', async () => {
  await open();
  type('Email address', 'juan@example.com');
  type('Company or business name', 'Acme');
  await pick('Gender', 'M');
  cleanup();
  await open();
  assert.is(field('Email address').value, 'juan@example.com');
  assert.is(field('Company or business name').value, 'Acme');
  await eventually(() => assert.is((field('Gender') as unknown as HTMLSelectElement).value, 'M'));
  cleanup();
  userInfo.value = { userId: 32, phone: '09181234567' };
  await open();
  assert.is(field('Email address').value, '', 'another borrower on the same phone starts empty');
});

test('a refused save keeps the draft; back at a saved step shows the saved answers and Next only moves on', async () => {
  fakeServer({ ...dictReplies, 'GET /userBaseInfo/infoView': { data: KYC }, 'POST /userBaseInfo/updateBaseInfo': 'network' });
  await open();
  await fillValid();
  await next();
  await eventually(() => assert.is(requestsTo('POST /api/user/userBaseInfo/updateBaseInfo').length, 1));
  assert.ok(localStorage.getItem('draft:31:step-two'));
  assert.is(currentPath.value, '/facial-auth/step-two');
  cleanup();
  userStatus.value = 40;
  server({ ...KYC, email: 'saved@example.com', childrenCount: 0 });
  await open();
  assert.is(field('Email address').value, 'saved@example.com');
  assert.is(field('Number of children').value, '0');
  screen.getByText('This step is saved. Tap Next to continue, or Change to correct it.');
  await next();
  assert.is(currentPath.value, '/facial-auth/step-three');
  assert.is(requestsTo('POST /api/user/userBaseInfo/updateBaseInfo').length, 0);
});

test('a saved step shows every answer read-only: the birth-date selects too', async () => {
  userStatus.value = 40;
  server({ ...KYC, email: 'saved@example.com', childrenCount: 0 });
  await open();
  screen.getByText('This step is saved. Tap Next to continue, or Change to correct it.');
  const controls = [...document.querySelectorAll<HTMLInputElement | HTMLSelectElement>('form input, form select')];
  assert.ok(controls.length > 10);
  assert.equal(
    controls.filter((c) => !c.disabled && !('readOnly' in c && c.readOnly)).map((c) => c.labels?.[0]?.textContent ?? c.name),
    [],
  );
});

test('a saved step is corrected before the credit decision: Change opens the answers, Save changes sends them and returns to the current step', async () => {
  userStatus.value = 50;
  fakeServer({
    ...dictReplies,
    'GET /userBaseInfo/infoView': { data: { ...KYC, ...BASE_INFO, email: 'saved@example.com' } },
    'POST /userBaseInfo/updateBaseInfo': { data: { bizStatus: 50 } },
  });
  await open();
  assert.ok(field('Email address').disabled);
  await act(() => void fireEvent.click(screen.getByRole('button', { name: 'Change' })));
  screen.getByText('Correct what you need, then tap Save changes. You can do this until your credit decision.');
  assert.not.ok(field('Email address').disabled);
  type('Email address', 'fixed@example.com');
  await act(() => void fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
  await eventually(() => assert.is(requestsTo('POST /api/user/userBaseInfo/updateBaseInfo').length, 1));
  const sent = requestsTo('POST /api/user/userBaseInfo/updateBaseInfo')[0].body as Record<string, unknown>;
  assert.is(sent.email, 'fixed@example.com');
  assert.is(sent.companyName, BASE_INFO.companyName);
  await eventually(() => assert.is(currentPath.value, '/facial-auth/step-four'));
  assert.is(userStatus.value, 50);
});

test('saved answers that do not load (offline) say so and load on Try again', async () => {
  let calls = 0;
  fakeServer({ ...dictReplies, 'GET /userBaseInfo/infoView': () => (++calls === 1 ? 'network' : { data: KYC }) });
  render(<PersonalInfoPage params={{ step: 'step-two' }} titleKey="route.stepTwo" />);
  await screen.findByText('Check your connection and try again.');
  await act(() => void fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
  await screen.findByText('Juan Dela Cruz');
});

test.run();
