import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import CodePage from '../../../../src/features/repay/code-page';
import { navigate } from '../../../../src/router/navigate';
import { token } from '../../../../src/session/session';
import { toasts } from '../../../../src/ui/toast';
import { clearToasts, fakeServer, requestsTo, restoreFetch } from '../../support/fake-server';

const expiresAt = Date.parse('2026-11-28T04:30:00Z');
const code = (channel: string) => ({
  data: {
    reference: 'PCAAAAAAAAAA',
    payCode: 'PCAAAAAAAAAA',
    amount: 498_550,
    kind: 'repay',
    channel,
    expiresAt,
    state: 'open',
    paidAmount: 0,
  },
});
let copied: string[] = [];

test.before.each(() => {
  token.value = ''; // a link opened without a session
  copied = [];
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (s: string) => void copied.push(s) } });
});
test.after.each(() => {
  cleanup();
  clearToasts();
});
test.after(restoreFetch);

const page = (path: string, titleKey: 'route.skyEleven' | 'route.skyScan' | 'route.repayCode') => {
  navigate(path);
  return render(<CodePage params={{}} titleKey={titleKey} />);
};
const figure = (label: string) => screen.getAllByRole('term').find((dt) => dt.textContent === label)!.nextElementSibling!.textContent;

test('a code opened from a link shows its channel, reference, amount, expiry and steps, asked for by the reference alone', async () => {
  fakeServer({ 'GET /repay/code/PCAAAAAAAAAA': code('seven_eleven') });
  page('/sky-eleven?reference=PCAAAAAAAAAA', 'route.skyEleven');
  await screen.findByRole('heading', { name: '7-Eleven (CLiQQ)' });
  assert.is(figure('Reference'), 'PCAAAAAAAAAA');
  assert.is(figure('Amount to pay'), '₱4,985.50');
  assert.ok(figure('Pay before')!.startsWith('Nov\u00a028,\u00a02026'));
  const steps = within(screen.getByRole('list')).getAllByRole('listitem');
  assert.is(steps.length, 3);
  assert.match(steps[1].textContent!, 'Choose PesoCash and give the reference.');
  assert.is(requestsTo('GET /api/user/repay/code/PCAAAAAAAAAA')[0].headers.get('Authentication'), null);
  assert.is(screen.queryByRole('img'), null, 'no QR code away from /sky-scan');
});

test('the copy buttons copy the reference and the amount as a payment app takes it, and say so', async () => {
  fakeServer({ 'GET /repay/code/PCAAAAAAAAAA': code('gcash') });
  page('/repay-code?reference=PCAAAAAAAAAA', 'route.repayCode');
  fireEvent.click(await screen.findByRole('button', { name: 'Copy reference' }));
  await waitFor(() =>
    assert.equal(
      toasts.value.map((x) => x.message),
      ['Copy successful'],
    ),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Copy amount to pay' }));
  await waitFor(() => assert.equal(copied, ['PCAAAAAAAAAA', '4985.50']));
  screen.getByText('Open GCash and choose Pay Bills.');
});

test('/sky-scan draws the QR Ph code of the reference on the device', async () => {
  fakeServer({ 'GET /repay/code/PCAAAAAAAAAA': { data: { ...code('qrph').data, payCode: '000201010212' + 'X'.repeat(80) } } });
  page('/sky-scan?reference=PCAAAAAAAAAA', 'route.skyScan');
  const qr = await screen.findByRole('img', { name: 'QR Ph code for reference PCAAAAAAAAAA' });
  assert.ok(qr.querySelector('path')!.getAttribute('d')!.length > 1000);
});

/** A canvas that records the text written on it and encodes as a PNG, and anchors that record their clicks (happy-dom has neither). */
function fakeDownloads() {
  const written: string[] = [];
  const saved: { name: string; type: string }[] = [];
  const canvas = HTMLCanvasElement.prototype as any;
  const anchor = HTMLAnchorElement.prototype as any;
  const before = { getContext: canvas.getContext, toBlob: canvas.toBlob, click: anchor.click, url: URL.createObjectURL };
  const blobs = new Map<string, Blob>();
  canvas.getContext = () => ({ scale() {}, fillRect() {}, drawImage() {}, fillText: (text: string) => void written.push(text) });
  canvas.toBlob = (done: (b: Blob) => void, type: string) => done(new Blob(['png'], { type }));
  URL.createObjectURL = (b: Blob) => {
    const url = 'blob:fake/' + blobs.size;
    blobs.set(url, b);
    return url;
  };
  anchor.click = function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, type: blobs.get(this.href)?.type ?? this.href });
  };
  const restore = () => {
    Object.assign(canvas, { getContext: before.getContext, toBlob: before.toBlob });
    anchor.click = before.click;
    URL.createObjectURL = before.url;
  };
  return { written, saved, restore };
}

test('/sky-scan saves the QR Ph code as a PNG with the amount and reference written under it, at a 44 px button', async () => {
  const fake = fakeDownloads();
  try {
    fakeServer({ 'GET /repay/code/PCAAAAAAAAAA': { data: { ...code('qrph').data, payCode: '000201010212' + 'X'.repeat(80) } } });
    page('/sky-scan?reference=PCAAAAAAAAAA', 'route.skyScan');
    await screen.findByRole('img', { name: 'QR Ph code for reference PCAAAAAAAAAA' });
    const save = await screen.findByRole('button', { name: 'Save QR image' });
    assert.ok(save.classList.contains('ui-btn'), 'a button-sized target');
    fireEvent.click(save);
    await waitFor(() => assert.equal(fake.saved, [{ name: 'QR-PCAAAAAAAAAA.png', type: 'image/png' }]));
    assert.ok(fake.written.includes('Amount to pay: ₱4,985.50'), fake.written.join(' | '));
    assert.ok(fake.written.includes('Reference: PCAAAAAAAAAA'), fake.written.join(' | '));
  } finally {
    fake.restore();
  }
});

test('a QR the gateway sent as an image (PayMongo) is shown as it came, not drawn from anything of ours', async () => {
  const image = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==';
  fakeServer({ 'GET /repay/code/PCAAAAAAAAAA': { data: { ...code('qrph').data, payCode: image } } });
  page('/sky-scan?reference=PCAAAAAAAAAA', 'route.skyScan');
  const qr = await screen.findByRole('img', { name: 'QR Ph code for reference PCAAAAAAAAAA' });
  assert.equal([qr.tagName, qr.getAttribute('src')], ['IMG', image]);
});

test('an unknown reference gets a plain message, without a retry button or a toast', async () => {
  fakeServer({ 'GET /repay/code/PCNOSUCHREF1': { code: 404, msg: 'No payment code was found for this reference' } });
  page('/sky-code?reference=PCNOSUCHREF1', 'route.repayCode');
  assert.is(
    (await screen.findByRole('alert')).textContent,
    'No payment code has this reference. Check the link, or get a new code from your loan.',
  );
  assert.is(screen.queryByRole('button', { name: 'Try again' }), null);
  assert.equal(toasts.value, []);
});

test('offline: the page offers to try again', async () => {
  fakeServer({ 'GET /repay/code/PCAAAAAAAAAA': 'network' });
  page('/sky-code?reference=PCAAAAAAAAAA', 'route.repayCode');
  await screen.findByRole('button', { name: 'Try again' });
});

test('without a reference the page says where to get one and asks nothing', async () => {
  fakeServer({});
  page('/sky-code', 'route.repayCode');
  screen.getByText(/Open this page from your payment link/);
  assert.is(requestsTo('GET /api/user/repay/code/').length, 0);
});

test.run();
