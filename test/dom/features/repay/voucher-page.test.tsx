import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Bill } from '../../../../contract/borrow';
import VoucherPage from '../../../../src/features/repay/voucher-page';
import { navigate } from '../../../../src/router/navigate';
import { eventually, fakeServer, requestsTo } from '../../support/fake-server';
import { fakeCanvas, fakeUploads, restoreXhr, uploads } from '../../support/fake-xhr';
import { signedInPageSuite } from '../../support/page-suite';
import { bill } from '../borrow/borrow-fixtures';

const due = new Date(2026, 11, 3).getTime();
const answered = { data: { voucherId: '9', status: 'review' } };

signedInPageSuite(test, { token: 'tok-voucher', status: 60, path: '/upload-voucher' });
test.before.each(() => {
  fakeCanvas();
  fakeUploads({ '/repay/voucher': answered });
});
test.after(restoreXhr);

const bills = (...details: Bill[]) => fakeServer({ 'GET /borrow/bill': { data: { details } } });
const page = () => render(<VoucherPage params={{}} titleKey="route.uploadVoucher" />);
const camera = () => screen.getByLabelText(/Photo of the receipt/, { selector: 'input' }) as HTMLInputElement;
const capture = () => screen.getByRole('heading', { name: 'Photo of the receipt' }).closest('section')!;
function take(file = new File([new Uint8Array(3_000_000)], 'IMG_0002.jpg', { type: 'image/jpeg' })) {
  Object.defineProperty(camera(), 'files', { value: [file], configurable: true });
  act(() => {
    camera().dispatchEvent(new Event('change', { bubbles: true }));
  });
}
const sendButton = () => screen.getByRole('button', { name: 'Send: Photo of the receipt' });
/** Picks a photo, waits for it to show, then taps Send. */
async function takeAndSend(file?: File) {
  take(file);
  const send = await screen.findByRole('button', { name: 'Send: Photo of the receipt' });
  await act(() => {
    fireEvent.click(send);
  });
}

test('the open bill is chosen, the photo shrunk on the device and sent with its repayId, then it says "Proof under review"', async () => {
  bills(bill('1', 10), bill('3', 40, due));
  page();
  await screen.findByText('Quick Cash');
  assert.is(requestsTo('GET /api/user/borrow/bill')[0].url.split('?')[1], 'borrowType=0');
  assert.is(camera().getAttribute('accept'), 'image/*');
  assert.is(camera().getAttribute('capture'), null, 'a screenshot of an e-wallet confirmation can be chosen too');
  await takeAndSend();
  await eventually(() => assert.is(within(capture()).queryByRole('status')?.textContent, 'Proof under review'));
  assert.is(uploads[0].url, '/api/user/repay/voucher');
  assert.is(uploads[0].fields.repayId, 'R3');
  assert.is(uploads[0].fields.reference, undefined, 'no reference typed, none sent');
  assert.is(await (uploads[0].fields.file as File).text(), '1280x960');
  assert.is(screen.getByRole('link', { name: 'Repay' }).getAttribute('href'), '#/repay/R3');
  screen.getByLabelText(/Send another photo/);
});

test('the bill named in the address is chosen, and a typed reference goes with the photo in capitals', async () => {
  navigate('/upload-voucher?repayId=R4');
  bills(bill('3', 40, due), bill('4', 50, due));
  page();
  await screen.findByText('Quick Cash');
  fireEvent.input(screen.getByLabelText(/Payment reference/), { target: { value: 'pc abcd efgh 23' } });
  await takeAndSend();
  await eventually(() => assert.is(uploads.length, 1));
  assert.equal([uploads[0].fields.repayId, uploads[0].fields.reference], ['R4', 'PCABCDEFGH23']);
});

test('a proof already waiting shows at once; a refusal says why in plain words and the same photo is sent again on retry', async () => {
  let n = 0;
  fakeUploads({
    '/repay/voucher': () =>
      ++n === 1 ? { code: 409, msg: 'You have already sent 3 proofs of payment for this loan. Please wait while we check them' } : answered,
  });
  bills({ ...bill('3', 40, due), voucher: { status: 'review' } });
  page();
  await eventually(() => assert.is(within(capture()).queryByRole('status')?.textContent, 'Proof under review'));
  await takeAndSend();
  await eventually(() => assert.match(within(capture()).getByRole('alert').textContent!, /already sent 3 proofs/));
  await act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Try again: Photo of the receipt' }));
  });
  await eventually(() => assert.is(within(capture()).queryByRole('status')?.textContent, 'Proof under review'));
  assert.is(uploads.length, 2);
});

test('a picked photo is shown and sends nothing; another can be picked instead, and Send sends only the last one, once', async () => {
  bills(bill('3', 40, due));
  page();
  await screen.findByText('Quick Cash');
  take(new File([new Uint8Array(10)], 'wrong.jpg', { type: 'image/jpeg' }));
  await screen.findByRole('button', { name: 'Send: Photo of the receipt' });
  const shown = screen.getByRole('img', { name: 'Photo of the receipt' });
  assert.ok(shown.getAttribute('src'), 'the picked photo is shown before it goes');
  screen.getByText('Check the photo: the amount, date and reference should be readable. Then tap Send.');
  assert.is(uploads.length, 0, 'picking sends nothing');
  assert.is(camera().closest('label')!.textContent, 'Choose another photo');
  take(new File([new Uint8Array(20)], 'right.jpg', { type: 'image/jpeg' }));
  await eventually(() =>
    assert.is.not(screen.getByRole('img', { name: 'Photo of the receipt' }).getAttribute('src'), shown.getAttribute('src')),
  );
  assert.is(uploads.length, 0);
  await act(() => {
    fireEvent.click(sendButton());
  });
  await eventually(() => assert.is(within(capture()).queryByRole('status')?.textContent, 'Proof under review'));
  assert.is(uploads.length, 1, 'Send sends one request');
  assert.is(screen.queryByRole('button', { name: 'Send: Photo of the receipt' }), null, 'nothing left to send');
});

test('a decided proof says how it ended; with no bill to repay nothing can be sent', async () => {
  bills({ ...bill('3', 40, due), voucher: { status: 'rejected' } });
  page();
  await screen.findByText(/Your last proof was not accepted/);
  cleanup();
  bills(bill('1', 10), bill('2', 70));
  page();
  await screen.findByText('You have no loan to repay now.');
  assert.is(screen.queryByLabelText(/Photo of the receipt/), null);
  assert.is(screen.getByRole('link', { name: 'Orders' }).getAttribute('href'), '#/order');
});

test('a photo the phone cannot decode is reported and nothing is sent', async () => {
  fakeCanvas(false);
  bills(bill('3', 40, due));
  page();
  await screen.findByText('Quick Cash');
  take();
  await eventually(() => screen.getByText('This photo could not be read. Please take another one.'));
  assert.is(uploads.length, 0);
});

test.run();
