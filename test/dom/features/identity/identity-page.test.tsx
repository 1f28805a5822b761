import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import IdentityPage from '../../../../src/features/identity/identity-page';
import { currentPath, navigate } from '../../../../src/router/navigate';
import { token, userInfo, userStatus } from '../../../../src/session/session';
import { clearToasts, eventually, fakeServer, requestsTo, restoreFetch } from '../../support/fake-server';
import { fakeCanvas, fakeUploads, restoreXhr, uploads } from '../../support/fake-xhr';
import { choose } from '../../ui/dom-helpers';

const ID_TYPES = [
  { key: 'philsys', value: 'PhilSys National ID' },
  { key: 'umid', value: 'UMID' },
];
const FRESH = { documentType: '', front: false, back: false, face: false, fields: {} };

function server(detail: object = FRESH) {
  fakeServer({
    'GET /kyc/ocrDetail': { data: detail },
    'GET /dict/getByType/id_type': { data: ID_TYPES },
    'POST /kyc/livingStart': { data: { transactionId: 'tx-1' } },
    'POST /kyc/saveKyc': { data: { bizStatus: 30 } },
  });
}

test.before.each(() => {
  clearToasts();
  fakeCanvas();
  fakeUploads({ '/kyc/invoke/ocr': { data: { imageId: 'img', fields: {} } }, '/kyc/livingResultQuery': { data: { passed: true } } });
  token.value = 'tok-kyc';
  localStorage.clear();
  userStatus.value = 20;
  navigate('/facial-auth/step-one');
});
test.after.each(() => (cleanup(), clearToasts()));
test.after(() => (restoreFetch(), restoreXhr()));

const page = () => render(<IdentityPage params={{ step: 'step-one' }} titleKey="route.stepOne" />);
const camera = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const photo = () => new File([new Uint8Array(3_000_000)], 'IMG_0001.jpg', { type: 'image/jpeg' });
function take(input: HTMLInputElement, file = photo()) {
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true })); // not fireEvent.change: see dom-helpers' choose()
  });
}
const idType = async (key = 'philsys') => {
  await eventually(() => assert.ok(screen.getByRole('option', { name: 'UMID' })));
  choose(screen.getByLabelText('ID type'), key);
};
const sectionOf = (title: string) => screen.getByRole('heading', { name: title }).closest('section')!;

test('the ID types come from the id_type dictionary, and the cameras wait for one', async () => {
  server();
  page();
  screen.getByText('Step 1 of 4'); // where the borrower is in certification
  await idType('');
  assert.is(screen.getAllByText('Choose your ID type first.').length, 2);
  assert.ok(camera(/Take photo: Front of your ID/).disabled);
  await idType();
  assert.not.ok(camera(/Take photo: Front of your ID/).disabled);
});

test('each photo has a right and a wrong example, drawn and labelled', async () => {
  server();
  page();
  await eventually(() => screen.getByRole('heading', { name: 'Your face' }));
  assert.is(screen.getAllByRole('img', { name: 'Right: whole card, sharp' }).length, 2);
  assert.is(screen.getAllByRole('img', { name: 'Wrong: cut off or blurry' }).length, 2);
  screen.getByRole('img', { name: 'Right: face centred, good light' });
  screen.getByRole('img', { name: 'Wrong: covered or too dark' });
});

test('the ID opens the back camera, the face the front one; only images are offered', async () => {
  server();
  page();
  await idType();
  assert.is(camera(/Front of your ID/).getAttribute('capture'), 'environment');
  assert.is(camera(/Your face/).getAttribute('capture'), 'user');
  assert.is(camera(/Back of your ID/).getAttribute('accept'), 'image/*');
});

test('a photo is shrunk on the device and sent with its side and ID type', async () => {
  server();
  page();
  await idType();
  take(camera(/Front of your ID/));
  await eventually(() => assert.is(within(sectionOf('Front of your ID')).queryByRole('status')?.textContent, 'Uploaded'));
  const sent = uploads[0];
  assert.is(sent.url, '/api/user/kyc/invoke/ocr');
  assert.is(sent.fields.type, '1');
  assert.is(sent.fields.documentType, 'philsys');
  const file = sent.fields.file as File;
  assert.is(file.type, 'image/jpeg');
  assert.is(await file.text(), '1280x960'); // 4000×3000 redrawn with a long side of 1280
});

test('a photo taken shows as a thumbnail of what was sent; a new ID type clears it with the photo', async () => {
  server();
  page();
  await idType();
  assert.is(within(sectionOf('Front of your ID')).queryByRole('img', { name: 'Photo taken: Front of your ID' }), null);
  take(camera(/Front of your ID/));
  await eventually(() => assert.is(within(sectionOf('Front of your ID')).queryByRole('status')?.textContent, 'Uploaded'));
  const thumb = within(sectionOf('Front of your ID')).getByRole('img', { name: 'Photo taken: Front of your ID' }) as HTMLImageElement;
  assert.match(thumb.src, /^blob:/);
  await idType('umid');
  assert.is(within(sectionOf('Front of your ID')).queryByRole('img', { name: 'Photo taken: Front of your ID' }), null);
});

test('a failed upload says why and sends the same photo again on retry', async () => {
  server();
  let n = 0;
  fakeUploads({ '/kyc/invoke/ocr': () => (++n === 1 ? 'network' : { data: { imageId: 'img', fields: {} } }) });
  page();
  await idType();
  take(camera(/Back of your ID/));
  await eventually(() => assert.match(within(sectionOf('Back of your ID')).getByRole('alert').textContent!, /No connection/));
  await act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Try again: Back of your ID' }));
  });
  await eventually(() => assert.is(within(sectionOf('Back of your ID')).queryByRole('status')?.textContent, 'Uploaded'));
  assert.is(uploads.length, 2);
  assert.is(uploads[1].fields.type, '2');
  assert.is(await (uploads[1].fields.file as File).text(), await (uploads[0].fields.file as File).text());
});

test('a photo the server refuses (too small) offers a new photo, not the same one again', async () => {
  server();
  let n = 0;
  const tooSmall = { code: 400, msg: 'The photo is too small: it must be at least 600 × 600 pixels', data: { field: 'file' } };
  fakeUploads({ '/kyc/invoke/ocr': () => (++n === 1 ? tooSmall : { data: { imageId: 'img', fields: {} } }) });
  page();
  await idType();
  take(camera(/Take photo: Front of your ID/));
  await eventually(() => assert.match(within(sectionOf('Front of your ID')).getByRole('alert').textContent!, /too small/));
  assert.is(screen.queryByRole('button', { name: /Try again/ }), null, 'resending the refused photo would be refused again');
  const camera2 = camera(/Take a new photo: Front of your ID/);
  assert.not.ok(camera2.disabled);
  take(camera2);
  await eventually(() => assert.is(within(sectionOf('Front of your ID')).queryByRole('status')?.textContent, 'Uploaded'));
  assert.is(uploads.length, 2);
});

test('a photo the phone cannot decode is reported and nothing is sent', async () => {
  server();
  fakeCanvas(false);
  page();
  await idType();
  take(camera(/Front of your ID/));
  await eventually(() => screen.getByText('This photo could not be read. Please take another one.'));
  assert.is(uploads.length, 0);
  assert.is(screen.queryByRole('button', { name: /Try again/ }), null);
});

test('a face that does not pass asks for a new photo', async () => {
  server({ ...FRESH, documentType: 'umid', front: true, back: true });
  fakeUploads({ '/kyc/livingResultQuery': { data: { passed: false } } });
  page();
  await eventually(() => assert.not.ok(camera(/Take photo: Your face/).disabled));
  take(camera(/Take photo: Your face/));
  await eventually(() => screen.getByText('We could not see your face clearly. Please take another photo in good light.'));
  assert.is(uploads[0].fields.transactionId, 'tx-1');
  assert.is(screen.queryByRole('button', { name: /Try again/ }), null);
});

test('after a reload the sides already sent show as done and the face waits for nothing more', async () => {
  server({ ...FRESH, documentType: 'umid', front: true, back: true });
  page();
  await eventually(() => assert.is(within(sectionOf('Front of your ID')).queryByRole('status')?.textContent, 'Uploaded'));
  assert.is(within(sectionOf('Back of your ID')).queryByRole('status')?.textContent, 'Uploaded');
  assert.is(screen.queryByText('Take your face photo after both sides of your ID.'), null);
  await eventually(() => assert.is((screen.getByLabelText('ID type') as HTMLSelectElement).value, 'umid'));
});

test('the details are pre-filled from OCR; a birth date the ID did not give starts at the spec default 01/01/1995; saving moves to step two', async () => {
  server({
    ...FRESH,
    documentType: 'umid',
    front: true,
    back: true,
    face: true,
    fields: { fullName: 'Juan  Dela Cruz', idNumber: '0111-2222333-4' },
  });
  page();
  await eventually(() => screen.getByRole('heading', { name: 'Check your details' }));
  assert.is((screen.getByLabelText('Full name (as on your ID)') as HTMLInputElement).value, 'Juan  Dela Cruz');
  assert.is((screen.getByLabelText('ID number') as HTMLInputElement).value, '0111-2222333-4');
  assert.equal(
    ['Day', 'Month', 'Year'].map((l) => (screen.getByLabelText(l) as HTMLSelectElement).value),
    ['1', '1', '1995'],
  );
  choose(screen.getByLabelText('Year'), '1990');
  await act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  });
  await eventually(() => assert.is(currentPath.value, '/facial-auth/step-two'));
  assert.equal(requestsTo('POST /api/user/kyc/saveKyc')[0].body, {
    documentType: 'umid',
    fullName: 'Juan Dela Cruz',
    idNumber: '0111-2222333-4',
    birthday: '01/01/1990',
  });
  assert.is(userStatus.value, 30);
});

test('what was typed survives a reload until the step is saved', async () => {
  localStorage.clear();
  userInfo.value = { userId: 42, phone: '09171234567' };
  server({ ...FRESH, documentType: 'umid', front: true, back: true, face: true, fields: { fullName: 'OCR NAME' } });
  page();
  await eventually(() => screen.getByRole('heading', { name: 'Check your details' }));
  fireEvent.input(screen.getByLabelText('Full name (as on your ID)'), { target: { value: 'Ana Reyes' } });
  fireEvent.input(screen.getByLabelText('ID number'), { target: { value: '0111-2222333-4' } });
  cleanup();
  page();
  await eventually(() => assert.is((screen.getByLabelText('Full name (as on your ID)') as HTMLInputElement).value, 'Ana Reyes'));
  assert.is((screen.getByLabelText('ID number') as HTMLInputElement).value, '0111-2222333-4');
  choose(screen.getByLabelText('Day'), '1');
  choose(screen.getByLabelText('Month'), '2');
  choose(screen.getByLabelText('Year'), '1999');
  await act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  });
  await eventually(() => assert.is(currentPath.value, '/facial-auth/step-two'));
  assert.is(localStorage.getItem('draft:42:step-one'), null);
});

test('empty name and ID number are named under their fields', async () => {
  server({ ...FRESH, documentType: 'umid', front: true, back: true, face: true });
  page();
  await eventually(() => screen.getByRole('heading', { name: 'Check your details' }));
  await act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  });
  screen.getByText('Please enter your full name');
  screen.getByText('Please enter your ID number');
  fireEvent.input(screen.getByLabelText('Full name (as on your ID)'), { target: { value: 'J4n' } });
  fireEvent.input(screen.getByLabelText('ID number'), { target: { value: '#1' } });
  await act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  });
  screen.getByText('Please enter your full name with letters only');
  screen.getByText('Please check your ID number');
});

test('the ID number field shows how the chosen ID prints it, and a number of another shape is named at the field', async () => {
  server({ ...FRESH, documentType: 'umid', front: true, back: true, face: true, fields: { fullName: 'Juan Dela Cruz' } });
  page();
  await eventually(() => screen.getByRole('heading', { name: 'Check your details' }));
  const field = screen.getByLabelText('ID number') as HTMLInputElement;
  const described = () => (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
  assert.equal(described(), ['As printed on your ID, like 0111\u20112345678\u20119']);
  fireEvent.input(field, { target: { value: '0111-2222' } });
  choose(screen.getByLabelText('Day'), '9');
  choose(screen.getByLabelText('Month'), '11');
  choose(screen.getByLabelText('Year'), '1990');
  await act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  });
  assert.equal(described(), ['As printed on your ID, like 0111\u20112345678\u20119', 'Please check your ID number']);
  assert.is(requestsTo('POST /api/user/kyc/saveKyc').length, 0);
});

test("the server's word on the ID number shows at the field, not above Save", async () => {
  server({
    ...FRESH,
    documentType: 'umid',
    front: true,
    back: true,
    face: true,
    fields: { fullName: 'Juan Dela Cruz', idNumber: '0111-2222333-4' },
  });
  fakeServer({
    'GET /kyc/ocrDetail': {
      data: {
        ...FRESH,
        documentType: 'umid',
        front: true,
        back: true,
        face: true,
        fields: { fullName: 'Juan Dela Cruz', idNumber: '0111-2222333-4' },
      },
    },
    'GET /dict/getByType/id_type': { data: ID_TYPES },
    'POST /kyc/saveKyc': { code: 400, msg: 'This ID is already registered to another account.', data: { field: 'idNumber' } },
  });
  page();
  await eventually(() => screen.getByRole('heading', { name: 'Check your details' }));
  choose(screen.getByLabelText('Day'), '9');
  choose(screen.getByLabelText('Month'), '11');
  choose(screen.getByLabelText('Year'), '1990');
  await act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  });
  const field = screen.getByLabelText('ID number') as HTMLInputElement;
  await eventually(() => assert.is(field.getAttribute('aria-invalid'), 'true'));
  const described = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
  assert.ok(described.includes('This ID is already registered to another account.'), String(described));
});

test('a confirmed identity opened again with Back is not a form the server would refuse: it says why, and Next goes on', async () => {
  server();
  userStatus.value = 40;
  page();
  screen.getByText('Step 1 of 4');
  screen.getByText(/Your identity is confirmed\. It was checked against your ID photos and your face/);
  assert.is(screen.queryByLabelText(/Take photo/), null);
  assert.is(screen.queryByRole('button', { name: 'Save and continue' }), null);
  assert.is(screen.getByRole('link', { name: 'Customer service' }).getAttribute('href'), '#/customer-service');
  await act(() => void fireEvent.click(screen.getByRole('button', { name: 'Next' })));
  assert.is(currentPath.value, '/facial-auth/step-three');
  assert.is(requestsTo('GET /api/user/kyc/ocrDetail').length, 0, 'nothing to load');
});

test('what was uploaded before that does not load (offline) says so and loads on Try again', async () => {
  let calls = 0;
  fakeServer({
    'GET /kyc/ocrDetail': () => (++calls === 1 ? 'network' : { data: FRESH }),
    'GET /dict/getByType/id_type': { data: ID_TYPES },
  });
  page();
  assert.ok((await screen.findByRole('alert')).textContent?.includes('Check your connection and try again.'));
  await act(() => void fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
  await idType();
  assert.is(calls, 2);
});

test.run();
