import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import CustomerServicePage from '../../../../src/features/customer-service/customer-service-page';
import { token } from '../../../../src/session/session';
import { toasts } from '../../../../src/ui/toast';
import { ServiceFab } from '../../../../src/ui/service-fab';
import { loadContacts } from '../../../../src/session/support-contacts';
import { clearToasts, fakeServer, restoreFetch } from '../../support/fake-server';

const staffService = {
  serviceWhatsApp: '+63 917 555 0101',
  servicePhone: '(02) 8123 4567',
  serviceEmail: 'help@lender.example',
  serviceTime: 'Mon–Sat 8:00–20:00',
};
const copied: string[] = [];
function serve(open: number[] | 'network', done: number[]) {
  fakeServer({
    'GET /public/appConfig': { data: { staffService, phoneCheckMode: 'l' } },
    'GET /borrow/bill': (req) =>
      open === 'network'
        ? 'network'
        : { data: { details: (req.url.includes('borrowType=0') ? open : done).map((borrowStatus) => ({ borrowStatus })) } },
  });
}

test.before.each(() => {
  copied.length = 0;
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (s: string) => void copied.push(s) } });
  token.value = 'tok-cs';
});
test.after.each(() => {
  cleanup();
  clearToasts();
  restoreFetch();
});

const emailLink = () => screen.getByRole('link', { name: 'Write to us by email' }) as HTMLAnchorElement;

test('each contact opens where it leads: WhatsApp, the dialer, Viber, the mail app with the subject filled', async () => {
  serve([], []);
  render(<CustomerServicePage params={{}} titleKey="route.customerService" />);
  const link = async (name: RegExp) => ((await screen.findByRole('link', { name })) as HTMLAnchorElement).getAttribute('href');
  assert.is(await link(/^WhatsApp \+63 917 555 0101$/), 'https://wa.me/639175550101');
  assert.is(await link(/^Phone \(02\) 8123 4567$/), 'tel:0281234567');
  assert.is(await link(/^Viber: \(02\) 8123 4567$/), 'viber://chat?number=%2B63281234567');
  assert.is(await link(/^Email help@lender\.example$/), 'mailto:help@lender.example?subject=PesoCash%20support%20request');
  assert.ok(screen.getByText(staffService.serviceTime));
});

test('Copy beside each contact copies its value and says Copy successful; every name holds its visible text', async () => {
  serve([], []);
  render(<CustomerServicePage params={{}} titleKey="route.customerService" />);
  const values = [staffService.serviceWhatsApp, staffService.servicePhone, staffService.serviceEmail];
  for (const value of values) {
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^Copy .*${value.replace(/[()+.]/g, '\\$&')}`) }));
    await waitFor(() => assert.is(copied.at(-1), value));
  }
  assert.equal(copied, values);
  await waitFor(() => assert.ok(toasts.value.some((x) => x.message === 'Copy successful')));
  // WCAG 2.5.3: a control's accessible name contains the words it shows.
  for (const el of document.querySelectorAll<HTMLElement>('main a, main button')) {
    const name = el.getAttribute('aria-label');
    if (name) assert.ok(name.includes(el.textContent!.trim()), `"${name}" shows "${el.textContent}"`);
  }
});

test('without the Clipboard API the legacy copy command is used, and still says Copy successful', async () => {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
  const had = document.execCommand;
  const commands: string[] = [];
  document.execCommand = ((cmd: string) => (commands.push(cmd), true)) as typeof document.execCommand;
  serve([], []);
  render(<CustomerServicePage params={{}} titleKey="route.customerService" />);
  fireEvent.click(await screen.findByRole('button', { name: /^Copy Email: help@lender\.example/ }));
  await waitFor(() => assert.ok(toasts.value.some((x) => x.message === 'Copy successful')));
  assert.equal(commands, ['copy']);
  document.execCommand = had;
});

test('the email subject is starred for a borrower with a settled loan and nothing open', async () => {
  serve([], [30]);
  render(<CustomerServicePage params={{}} titleKey="route.customerService" />);
  await waitFor(() => assert.is(emailLink().dataset.subject, '★ PesoCash support request'));
  assert.ok(emailLink().href.startsWith('mailto:help@lender.example?subject=%E2%98%85%20PesoCash'));
});

test('no star with a loan in progress, or when the bill call fails (no error shown either)', async () => {
  serve([40], [30]);
  render(<CustomerServicePage params={{}} titleKey="route.customerService" />);
  await waitFor(() => emailLink());
  await new Promise((r) => setTimeout(r, 30));
  assert.is(emailLink().dataset.subject, 'PesoCash support request');
  cleanup();
  serve('network', []);
  render(<CustomerServicePage params={{}} titleKey="route.customerService" />);
  await waitFor(() => emailLink());
  await new Promise((r) => setTimeout(r, 30));
  assert.is(emailLink().dataset.subject, 'PesoCash support request');
  assert.is(toasts.value.length, 0);
});

test('the floating icon opens the contacts in a dialog, and an entry copies', async () => {
  serve([], []);
  render(<ServiceFab load={loadContacts} />);
  fireEvent.click(screen.getByRole('button', { name: 'Customer service' }));
  await waitFor(() => screen.getByRole('dialog', { name: 'Customer service' }));
  fireEvent.click(await screen.findByRole('button', { name: /Phone: \(02\) 8123 4567/ }));
  await waitFor(() => assert.equal(copied, ['(02) 8123 4567']));
});

test.run();
