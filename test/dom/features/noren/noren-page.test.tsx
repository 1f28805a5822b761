import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { currentPath, navigate } from '../../../../src/router/navigate';
import { settings } from '../../../../src/settings';
import NorenPage from '../../../../src/features/noren/noren-page';
import { setLocale } from '../../../../src/i18n/i18n';
import { clearSession, linkRefused, statusLoading, token, userStatus } from '../../../../src/session/session';
import { fakeServer, requestsTo, restoreFetch } from '../../support/fake-server';
import { choose } from '../../ui/dom-helpers';
import { readConfig } from '../../../../server/config';
import { landingPricing } from '../../../../server/pricing/landing';

test.before.each(() => {
  clearSession();
  navigate('/noren');
});
test.after.each(async () => {
  cleanup();
  await setLocale('en');
});

const page = () => render(<NorenPage params={{}} titleKey="route.noren" />);
const signedIn = (status: number | null) => {
  token.value = 'tok';
  userStatus.value = status;
};

// What the server itself answers in `GET /public/appConfig` for this environment (the build's too).
const server = landingPricing(readConfig(process.env, { staticDir: '.' }).pricing);

test("a visitor sees the offer: the server's maximum amount, term range and daily interest, and the three steps", () => {
  assert.equal([server.maxAmount, server.minTerm, server.maxTerm, server.dailyInterestPct], [6_000_000, 7, 30, 0.1]);
  page();
  screen.getByText('₱60,000');
  screen.getByText('7–30 days');
  screen.getByText('0.1%');
  // Up to ₱60,000 is a ceiling: where a new borrower starts is the server's own credit rule.
  screen.getByText('Your first limit: ₱5,000');
  for (const step of ['Register', 'Certification', 'Get a loan']) screen.getByRole('heading', { name: step });
});

test("another pricing configuration changes the page with it (the figures are the build's settings, no constant)", () => {
  const built = settings.landing;
  settings.landing = { maxAmount: 2_500_050, minDays: 10, maxDays: 21, dailyInterestBp: 1.25, startLimit: 700_000 };
  try {
    page();
    screen.getByText('₱25,000.50');
    screen.getByText('Your first limit: ₱7,000');
    screen.getByText('10–21 days');
    screen.getByText('0.0125%');
  } finally {
    settings.landing = built;
  }
});

test('the lender is named with its SEC and CA numbers, the disclosure prompt and the privacy link', () => {
  page();
  screen.getByText(settings.lenderName);
  screen.getByText(settings.lenderSecNo);
  screen.getByText(settings.lenderCaNo);
  screen.getByText(/Read the disclosure statement before you borrow/);
  assert.is(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href'), '#/privacy-policy');
});

test('the disclosure prompt opens a sample statement of the landing product, marked as a sample, every figure in pesos', async () => {
  page();
  fireEvent.click(screen.getByRole('button', { name: 'See a sample disclosure statement' }));
  const dialog = await waitFor(() => screen.getByRole('dialog', { name: 'Disclosure statement (sample)' }), { timeout: 3000 });
  const text = dialog.textContent!;
  for (const part of [
    // The server's quote of Flex Loan, ₱60,000 over 30 days (build/landing.mjs): fee and interest included.
    'Amount financed₱60,000',
    'Service fee (deducted)₱1,800',
    'Interest₱1,800',
    'Net proceeds (what you receive)₱58,200',
    'Total to repay₱61,800',
    'Term30 days',
    'Due dateSet when the money is sent',
    'Interest rate3% a month',
    'Effective interest rate6.19% a month',
  ]) {
    assert.ok(text.includes(part), part);
  }
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => assert.is(screen.queryByRole('dialog'), null));
});

test('signed out, the one call to action is "Sign in to apply" and leads to /login', () => {
  page();
  fireEvent.click(screen.getByRole('button', { name: 'Sign in to apply' }));
  assert.is(currentPath.value, '/login');
  assert.is(screen.queryByRole('button', { name: 'Continue verification' }), null);
});

test('signed in and uncertified, it is "Continue verification" at the step of the status', () => {
  signedIn(30);
  page();
  assert.is(screen.queryByRole('button', { name: 'Sign in to apply' }), null);
  fireEvent.click(screen.getByRole('button', { name: 'Continue verification' }));
  assert.is(currentPath.value, '/facial-auth/step-two');
});

test('a new borrower (status 10) continues at identity authentication', () => {
  signedIn(10);
  page();
  fireEvent.click(screen.getByRole('button', { name: 'Continue verification' }));
  assert.is(currentPath.value, '/identity-auth');
});

test('while the status loads the button waits instead of guessing a step', () => {
  signedIn(null);
  statusLoading.value = true;
  page();
  const button = screen.getByRole('button', { name: 'Continue verification' });
  assert.is(button.getAttribute('aria-busy'), 'true');
  fireEvent.click(button);
  assert.is(currentPath.value, '/noren');
  statusLoading.value = false;
});

test('when the status could not load (offline), the button asks the server again', async () => {
  signedIn(null);
  statusLoading.value = false;
  fakeServer({ 'GET /user/status': 'network' });
  page();
  const button = screen.getByRole('button', { name: 'Continue verification' });
  assert.is(button.getAttribute('aria-busy'), null);
  fireEvent.click(button);
  await waitFor(() => assert.is(requestsTo('GET /api/user/user/status').length, 1));
});

test('the language switch is a labelled select of the six languages and changes the page', async () => {
  page();
  const select = screen.getByLabelText('Language') as HTMLSelectElement;
  assert.equal(
    [...select.options].map((o) => o.value),
    ['en', 'es', 'id', 'vi', 'th', 'fil'],
  );
  choose(select, 'es');
  await waitFor(() => screen.getByRole('button', { name: 'Inicia sesión para solicitar' }));
  assert.is(select.value, 'es');
});

test('a partner link that did not sign in (used in another tab) says so on the landing page, with the server’s words', () => {
  linkRefused.value = 'This sign-in link is no longer valid. Go back to the partner app and try again, or sign in with your phone number';
  page();
  assert.match(screen.getByRole('alert').textContent!, /no longer valid\. Go back to the partner app/);
  linkRefused.value = null;
});

test.after(restoreFetch);

test.run();
