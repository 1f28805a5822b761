import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import LoanPage from '../../../../src/features/borrow/loan-page';
import { currentPath } from '../../../../src/router/navigate';
import { settings } from '../../../../src/settings';
import { toasts } from '../../../../src/ui/toast';
import { eventually, fakeServer, requestsTo, type Reply } from '../../support/fake-server';
import { signedInPageSuite } from '../../support/page-suite';
import { choose } from '../../ui/dom-helpers';
import { fakeGeolocation, fakePush, PUSH_KEY } from '../../platform/browser-fakes';
import { credit, products, quote } from './borrow-fixtures';

const APPLY = 'POST /api/user/product/applyLoan';
const routes = (apply: () => Reply | Promise<Reply>) => ({
  'GET /product/productList/V2/1': { data: products },
  'GET /credit/creditInfo': { data: credit },
  'GET /borrow/bill': { data: { details: [] } },
  'GET /borrow/borrowStatus': { data: {} },
  'POST /product/quote': { data: quote },
  'POST /product/applyLoan': apply,
});
const ok: Reply = { data: { borrowId: '1', repayId: 'R1', borrowStatus: 10 } };

signedInPageSuite(test, { token: 'tok-loan', status: 60, path: '/loan' });
test.before.each(() => {
  // Both notices were shown on this device before, so applying asks nothing.
  localStorage.setItem('permission.asked.location', '1');
  localStorage.setItem('permission.asked.notification', '1');
});

const page = () => render(<LoanPage params={{}} titleKey="route.loan" />);
const agree = () => fireEvent.click(screen.getByLabelText('I have read the disclosure statement and accept the loan agreement'));
/** The disclosure statement once the quote is in. */
const statement = async () => (
  await screen.findByText('Net proceeds (what you receive)', {}, { timeout: 2000 }),
  screen.getByRole('region', { name: 'Disclosure statement' })
);
const apply = () => screen.getByRole('button', { name: 'Apply' });

test('the disclosure shows the quote’s figures, each in pesos with grouping, for the offer on screen', async () => {
  fakeServer(routes(() => ok));
  page();
  const region = await statement();
  const figures = [...region.querySelectorAll('div')].map((row) => [
    row.querySelector('dt')!.textContent,
    row.querySelector('dd')!.textContent,
  ]);
  assert.equal(figures, [
    ['Amount financed', '₱5,000'],
    ['Service fee (deducted)', '₱250'],
    ['Interest', '₱300'],
    ['Net proceeds (what you receive)', '₱4,750'],
    ['Total to repay', '₱5,300'],
    ['Due date', 'Dec\u00a03,\u00a02026'],
    ['Interest rate', '2.57% a month'],
    ['Effective interest rate', '4.96% a month'],
  ]);
  assert.equal(requestsTo('POST /api/user/product/quote').at(-1)!.body, { productCode: 'P7', amount: 500_000, term: 7 });
});

test('Apply stays disabled until the agreement is accepted, and a changed offer must be accepted again', async () => {
  fakeServer(routes(() => ok));
  page();
  await statement();
  assert.ok((apply() as HTMLButtonElement).disabled);
  fireEvent.click(apply());
  agree();
  assert.not.ok((apply() as HTMLButtonElement).disabled);
  fireEvent.input(screen.getByLabelText('Amount financed'), { target: { value: '3000' } });
  assert.ok((apply() as HTMLButtonElement).disabled);
  assert.is(requestsTo(APPLY).length, 0);
});

test('after a dropped answer the next tap re-sends the same Idempotency-Key, a double tap sends once; a fresh tap after success makes a new one', async () => {
  let n = 0;
  let release!: () => void;
  fakeServer(
    routes(() => {
      n += 1;
      if (n === 1) return 'network'; // the answer never reached the phone
      if (n === 2) return new Promise<Reply>((done) => (release = () => done(ok))); // slow
      return ok;
    }),
  );
  page();
  await statement();
  agree();
  fireEvent.click(apply());
  // The client's toast says to try again.
  await eventually(() => assert.ok(toasts.value.some((x) => x.message === 'No connection. Check your internet and try again.')));
  await eventually(() => assert.not.ok(apply().getAttribute('aria-busy')));
  // A double tap: the second touch finds the button busy with the first.
  fireEvent.click(apply());
  fireEvent.click(apply());
  await eventually(() => assert.is(requestsTo(APPLY).length, 2));
  assert.is(apply().getAttribute('aria-busy'), 'true');
  await new Promise((r) => setTimeout(r, 50));
  assert.is(requestsTo(APPLY).length, 2);
  release();
  const dialog = await screen.findByRole('dialog', { name: 'Application received' });
  const keys = requestsTo(APPLY).map((r) => r.headers.get('Idempotency-Key'));
  assert.ok(keys[0] && keys[0].length >= 32);
  assert.equal(keys, [keys[0], keys[0]]);
  assert.equal(requestsTo(APPLY)[0].body, { productCode: 'P7', amount: 500_000, term: 7, agreementAccepted: true });

  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  assert.is(currentPath.value, '/order');
  assert.not.ok(dialog.isConnected);
  fireEvent.click(apply());
  await eventually(() => assert.is(requestsTo(APPLY).length, 3));
  assert.is.not(requestsTo(APPLY)[2].headers.get('Idempotency-Key'), keys[0]);
  await screen.findByRole('dialog', { name: 'Application received' }); // settled here, not in the next test
});

/** Reports of `type` made since `since`: an earlier test's report may still be on its way when this one starts. */
const mine = (type: number, since = 0) =>
  requestsTo('POST /api/metric/info/save').filter((r) => r.body.uploadType === type && JSON.parse(r.body.value).time >= since);

test('tracking: the application is reported (upload type 60) with its offer, and the loan (90) once the server made the bill', async () => {
  const began = Date.now();
  const uploads = (type: number) => mine(type, began);
  fakeServer(routes(() => ok));
  page();
  await statement();
  agree();
  fireEvent.click(apply());
  await screen.findByRole('dialog', { name: 'Application received' });
  // Two reports sent one after the other, each sealed and sent on its own: either may arrive first.
  await eventually(() => assert.equal([uploads(60).length, uploads(90).length], [1, 1]));
  assert.equal(JSON.parse(uploads(60)[0].body.value), {
    ...JSON.parse(uploads(60)[0].body.value),
    productCode: 'P7',
    amount: 500_000,
    term: 7,
  });
  assert.is(JSON.parse(uploads(90)[0].body.value).borrowId, '1');
});

test('location is asked with its notice when applying; "Not now" loses nothing: the application goes', async () => {
  localStorage.removeItem('permission.asked.location');
  const restore = fakeGeolocation();
  try {
    fakeServer(routes(() => ok));
    page();
    await statement();
    agree();
    fireEvent.click(apply());
    const notice = await screen.findByRole('dialog', { name: 'Allow location?' });
    assert.is(requestsTo(APPLY).length, 0, 'asked before the application goes');
    fireEvent.click(within(notice).getByRole('button', { name: 'Not now' }));
    await screen.findByRole('dialog', { name: 'Application received' });
    assert.is(requestsTo(APPLY).length, 1);
    assert.is(requestsTo('POST /api/user/user/deviceInformation').length, 0);
  } finally {
    restore();
  }
});

test('location allowed when applying: the device report carries latitude and longitude, the application goes', async () => {
  localStorage.removeItem('permission.asked.location');
  const restore = fakeGeolocation();
  try {
    fakeServer(routes(() => ok));
    page();
    await statement();
    agree();
    fireEvent.click(apply());
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Allow location?' })).getByRole('button', { name: 'Allow' }));
    const said = await screen.findByText('Location is on. Thank you.');
    fireEvent.click(within(said.closest('[role=dialog]') as HTMLElement).getByRole('button', { name: 'OK' }));
    await screen.findByRole('dialog', { name: 'Application received' });
    await eventually(() => assert.is(requestsTo('POST /api/user/user/deviceInformation').length, 1));
    const { latitude, longitude } = requestsTo('POST /api/user/user/deviceInformation')[0].body;
    assert.equal([latitude, longitude], [14.5995, 120.9842]);
  } finally {
    restore();
  }
});

test('after the first application, notifications: the notice once, then this device subscribes and the server gets it', async () => {
  localStorage.removeItem('permission.asked.notification');
  const restore = fakePush();
  try {
    fakeServer({ ...routes(() => ok), 'GET /public/vapidPublicKey': { data: { publicKey: PUSH_KEY } } });
    page();
    await statement();
    agree();
    fireEvent.click(apply());
    await screen.findByRole('dialog', { name: 'Application received' });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    const notice = await screen.findByRole('dialog', { name: 'Turn on notifications?' });
    fireEvent.click(within(notice).getByRole('button', { name: 'Allow' }));
    const said = await screen.findByRole('dialog', { name: 'Turn on notifications?' });
    await within(said).findByText('Notifications are on.');
    fireEvent.click(within(said).getByRole('button', { name: 'OK' }));
    await eventually(() => assert.is(requestsTo('POST /api/user/user/savePushToken').length, 1));
    assert.is(JSON.parse(requestsTo('POST /api/user/user/savePushToken')[0].body.pushToken).endpoint, 'https://push.example/loan');
    assert.is(restore.subscribed.length, 1);
    assert.is(localStorage.getItem('permission.asked.notification'), '1', 'asked once per device');
  } finally {
    restore();
  }
});

test('after a settled loan, one tap puts it back on the form; its disclosure is read and the agreement accepted before Apply repeats it through applyLoan/auto', async () => {
  fakeServer({
    ...routes(() => ok),
    'GET /borrow/bill': {
      data: {
        details: [
          {
            borrowId: '9',
            repayId: 'R9',
            productName: 'Quick Cash',
            amount: 300_000,
            term: 14,
            borrowStatus: 30,
            applyTime: 0,
            dueDate: 0,
            repayable: 0,
            disclosure: quote,
          },
        ],
      },
    },
    'POST /product/applyLoan/auto': ok,
  });
  page();
  await statement();
  fireEvent.click(await screen.findByRole('button', { name: 'Borrow ₱3,000 again, 14 days' }));
  // Spec section 5 and PRODUCT.md section 4: nothing is applied for before its statement is accepted.
  assert.is((screen.getByLabelText('Amount financed') as HTMLInputElement).value, '3000');
  assert.is((screen.getByLabelText('Term') as HTMLSelectElement).value, '14');
  assert.ok((apply() as HTMLButtonElement).disabled);
  await eventually(() =>
    assert.equal(requestsTo('POST /api/user/product/quote').at(-1)!.body, { productCode: 'P7', amount: 300_000, term: 14 }),
  );
  assert.is(requestsTo('POST /api/user/product/applyLoan/auto').length, 0);
  agree();
  await statement();
  fireEvent.click(apply());
  await screen.findByRole('dialog', { name: 'Application received' });
  const [auto] = requestsTo('POST /api/user/product/applyLoan/auto');
  assert.equal(auto.body, {});
  assert.ok(auto.headers.get('Idempotency-Key'));
  assert.is(requestsTo(APPLY).length, 0);
});

test('a quote that did not load says why in plain words, offers to try again, and keeps the amount typed', async () => {
  fakeServer({ ...routes(() => ok), 'POST /product/quote': 'network' });
  page();
  fireEvent.input(await screen.findByLabelText('Amount financed'), { target: { value: '3456' } });
  await screen.findByText('Check your connection and try again.', {}, { timeout: 2000 });
  assert.ok(screen.getByRole('button', { name: 'Try again' }));
  assert.is((screen.getByLabelText('Amount financed') as HTMLInputElement).value, '3456');
  assert.ok((apply() as HTMLButtonElement).disabled);
});

test('an amount typed with centavos is taken to the centavo: 2500.50 is ₱2,500.50, never ₱250,050', async () => {
  fakeServer(routes(() => ok));
  page();
  await statement();
  const field = screen.getByLabelText('Amount financed') as HTMLInputElement;
  fireEvent.input(field, { target: { value: '2500.50' } });
  assert.is(field.value, '2500.50');
  await eventually(() =>
    assert.equal(requestsTo('POST /api/user/product/quote').at(-1)!.body, { productCode: 'P7', amount: 250_050, term: 7 }),
  );
  screen.getByText('From ₱1,000 to ₱5,000');
  // The keyboard may give a comma for the centavos.
  fireEvent.input(field, { target: { value: '2500,75' } });
  await eventually(() => assert.is(requestsTo('POST /api/user/product/quote').at(-1)!.body.amount, 250_075));
});

test('an amount that is not one clear number of pesos is refused in plain words, kept as typed, and never quoted or applied', async () => {
  fakeServer(routes(() => ok));
  page();
  await statement();
  agree();
  const field = screen.getByLabelText('Amount financed') as HTMLInputElement;
  const asked = requestsTo('POST /api/user/product/quote').length;
  for (const typed of ['2500.505', '1.2.3']) {
    fireEvent.input(field, { target: { value: typed } });
    assert.is(field.value, typed);
    screen.getByText('Type the amount in pesos, like 2500 or 2500.50.');
    assert.is(field.getAttribute('aria-invalid'), 'true');
    assert.ok((apply() as HTMLButtonElement).disabled);
  }
  await new Promise((r) => setTimeout(r, 400));
  assert.is(requestsTo('POST /api/user/product/quote').length, asked);
  // Letters never get in at all.
  fireEvent.input(field, { target: { value: '3x000' } });
  assert.is(field.value, '3000');
});

test('the loan agreement opens and reads before it is ticked: lender, amount, charges, due date, early repayment, late fee, data privacy', async () => {
  fakeServer(routes(() => ok));
  page();
  await statement();
  fireEvent.click(screen.getByRole('button', { name: 'Read the loan agreement' }));
  const dialog = await screen.findByRole('dialog', { name: 'Loan agreement' });
  // Its text arrives in the borrower's language, a small chunk of its own.
  await within(dialog).findByText(/any time, with no fee for paying early/);
  const text = dialog.textContent!;
  for (const part of [settings.lenderName, settings.lenderSecNo, '₱5,000', '₱250', '₱300', '₱4,750', '₱5,300', 'Dec\u00a03,\u00a02026'])
    assert.ok(text.includes(part), part);
  within(dialog).getByText(/4.5% a month of the principal still unpaid/);
  within(dialog).getByText(/Data Privacy Act/);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  assert.is(screen.queryByRole('dialog'), null);
  // Reading is not accepting.
  assert.not.ok((screen.getByLabelText('I have read the disclosure statement and accept the loan agreement') as HTMLInputElement).checked);
  assert.ok((apply() as HTMLButtonElement).disabled);
});

test('"Application received" says what happens next: review, then the money to the saved account; a time only when the server keeps one', async () => {
  fakeServer(routes(() => ({ data: { borrowId: '1', repayId: 'R1', borrowStatus: 10, autoDisburseWithinMs: 8000 } })));
  page();
  await statement();
  agree();
  fireEvent.click(apply());
  let dialog = await screen.findByRole('dialog', { name: 'Application received' });
  within(dialog).getByText(/We review your application first/);
  within(dialog).getByText(/₱4,750 to the bank or e-wallet account you saved/);
  within(dialog).getByText(/within about 8 seconds/);
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  cleanup();
  fakeServer(routes(() => ok));
  page();
  await statement();
  agree();
  fireEvent.click(apply());
  dialog = await screen.findByRole('dialog', { name: 'Application received' });
  within(dialog).getByText(/We review your application first/);
  assert.is(within(dialog).queryByText(/seconds/), null);
});

test('Back right after Apply: the application still goes once, and wherever the borrower is, a toast says it was received and where to follow it', async () => {
  let answer: ((r: Reply) => void) | undefined;
  let calls = 0;
  fakeServer(routes(() => (calls++, new Promise<Reply>((r) => (answer = r)))));
  page();
  await statement();
  agree();
  fireEvent.click(apply());
  await eventually(() => assert.ok(answer));
  cleanup(); // Back: the page left before the answer came
  answer!(ok);
  await eventually(() => assert.ok(toasts.value.some((x) => x.message === 'Application received. Follow it in Orders.')));
  assert.is(calls, 1);
});

test('a locked limit says the overdue message of spec section 8 instead of a form', async () => {
  fakeServer({ ...routes(() => ok), 'GET /credit/creditInfo': { data: { ...credit, locked: true } } });
  page();
  await screen.findByText('Your order is overdue and your credit limit has been locked. Please repay in time.');
  assert.is(screen.queryByRole('button', { name: 'Apply' }), null);
});

test('with a loan still open the page says to repay it first, leads to Orders and offers no Apply', async () => {
  fakeServer({ ...routes(() => ok), 'GET /borrow/borrowStatus': { data: { borrowId: '3', borrowStatus: 40, overdue: false } } });
  page();
  await screen.findByText('Repay your current loan to borrow again, or choose a product within your available limit.');
  assert.is(screen.queryByRole('button', { name: 'Apply' }), null);
  assert.is(screen.getByRole('link', { name: 'Orders' }).getAttribute('href'), '#/order');
  assert.is(requestsTo('POST /api/user/product/quote').length, 0);
});

test('choosing another product quotes its own first term and the most available', async () => {
  const flex = {
    productCode: 'FLEX',
    productName: 'Flex Loan',
    productIcon: '',
    productAmount: 6_000_000,
    minAmount: 200_000,
    terms: [14, 21, 30],
  };
  fakeServer({ ...routes(() => ok), 'GET /product/productList/V2/1': { data: [...products, flex] } });
  page();
  await statement();
  choose(screen.getByLabelText('Product'), 'FLEX');
  assert.is((screen.getByLabelText('Term') as HTMLSelectElement).value, '14');
  await eventually(() =>
    assert.equal(requestsTo('POST /api/user/product/quote').at(-1)!.body, { productCode: 'FLEX', amount: 500_000, term: 14 }),
  );
});

test.run();
