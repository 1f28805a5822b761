import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import FeedbackPage from '../../../../src/features/feedback/feedback-page';
import { token } from '../../../../src/session/session';
import { clearToasts, fakeServer, requestsTo, restoreFetch } from '../../support/fake-server';
import { fakeCanvas, fakeUploads, uploads } from '../../support/fake-xhr';

const types = [
  { key: 'COMPLAINT', value: 'Complaint' },
  { key: 'SUGGESTION', value: 'Suggestion' },
];
const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], name, { type: 'image/jpeg' });
const hadXhr = globalThis.XMLHttpRequest;

test.before.each(() => {
  token.value = 'tok-fb';
  fakeCanvas(); // the test photos decode as a phone's would
  // The fetch path (the fake server answers fetch); browsers take XMLHttpRequest for the progress.
  (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = undefined;
  fakeServer({
    'GET /dict/getByType/feedback_type': { data: types },
    'POST /report/webPageFb': { data: { referenceNo: 'FB-7KQ2M9XA' } },
    'GET /report/webPageFb/list': {
      data: [
        {
          referenceNo: 'FB-AAAA2222',
          type: 'SUGGESTION',
          content: 'Dark mode please',
          imageCount: 0,
          state: 2,
          reply: 'Noted, thanks!',
          createdAt: 0,
        },
      ],
    },
  });
});
test.after.each(() => {
  cleanup();
  clearToasts();
  restoreFetch();
  globalThis.XMLHttpRequest = hadXhr;
});

// Native events: testing-library's fireEvent builds them from another window's Event class once
// preact/compat is loaded by an earlier suite, and the page would not hear them.
const type = (el: HTMLElement, value: string, kind: 'change' | 'input') => {
  (el as HTMLInputElement).value = value;
  el.dispatchEvent(new Event(kind, { bubbles: true }));
};
const pick = (files: File[]) => {
  const input = screen.getByLabelText('Add images') as HTMLInputElement;
  Object.defineProperty(input, 'files', { configurable: true, value: files });
  input.dispatchEvent(new Event('change', { bubbles: true }));
};

test('content and type are required, in the spec words; nothing is sent', async () => {
  render(<FeedbackPage params={{}} titleKey="route.feedback" />);
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await screen.findByText('Please fill in the feedback content before submitting.');
  screen.getByText('Please choose a feedback type.');
  assert.is(requestsTo('POST /api/user/report/webPageFb').length, 0);
});

test('a sixth image is refused with a message; five are kept', async () => {
  render(<FeedbackPage params={{}} titleKey="route.feedback" />);
  pick([1, 2, 3, 4].map((i) => photo(`${i}.jpg`)));
  await screen.findByText('Images (4/5)');
  pick([photo('5.jpg'), photo('6.jpg')]);
  await screen.findByText('Images (5/5)');
  screen.getByText('You can add up to 5 images.');
  assert.is(screen.getAllByRole('button', { name: /Remove image/ }).length, 5);
  assert.is(screen.queryByLabelText('Add images'), null, 'with five there is nothing more to add');
  fireEvent.click(screen.getByRole('button', { name: 'Remove image 2' }));
  await screen.findByText('Images (4/5)');
  screen.getByLabelText('Add images');
});

test('a file that is no photo is refused with a message', async () => {
  render(<FeedbackPage params={{}} titleKey="route.feedback" />);
  pick([new File(['hello'], 'notes.txt', { type: 'text/plain' })]);
  await screen.findByText('Only photos can be added (JPEG, PNG or WebP).');
  screen.getByText('Images (0/5)');
});

test('a file named .jpg that is no photo is refused at once, by name, before Submit', async () => {
  fakeCanvas(false);
  render(<FeedbackPage params={{}} titleKey="route.feedback" />);
  pick([new File(['hello'], 'notes.jpg', { type: 'image/jpeg' }), photo('a.jpg')]);
  await screen.findByText('“notes.jpg” is not a photo we can read. Choose a JPEG, PNG or WebP photo.');
  screen.getByText('Images (0/5)');
});

test('a filled form is sent as multipart with its images and shows the reference; the history shows state and reply', async () => {
  render(<FeedbackPage params={{}} titleKey="route.feedback" />);
  await screen.findByText('Dark mode please');
  screen.getByText('Answered');
  screen.getByText('Our answer: Noted, thanks!');
  await screen.findByRole('option', { name: 'Complaint' }); // the types load apart from the history
  type(screen.getByLabelText('Feedback type'), 'COMPLAINT', 'change');
  type(screen.getByLabelText('What happened?'), '  The app froze on repay.  ', 'input');
  pick([photo('a.jpg'), photo('b.jpg')]);
  await screen.findByText('Images (2/5)');
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await screen.findByText('Your reference number: FB-7KQ2M9XA');
  const form = requestsTo('POST /api/user/report/webPageFb')[0].body as FormData;
  assert.equal([form.get('type'), form.get('content'), form.getAll('files').length], ['COMPLAINT', 'The app froze on repay.', 2]);
});

test('a large photo is redrawn smaller on the phone before it goes, and the upload shows its progress', async () => {
  fakeCanvas();
  fakeUploads({ '/report/webPageFb': { data: { referenceNo: 'FB-PROGRESS' } } });
  // Hold the upload after its first progress event, as a slow network would.
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  let sent: FormData | undefined;
  const Fake = globalThis.XMLHttpRequest as unknown as new () => { send(f: FormData): void; upload: { onprogress: any } };
  (globalThis as any).XMLHttpRequest = class extends Fake {
    send(form: FormData) {
      sent = form;
      this.upload.onprogress?.({ lengthComputable: true, loaded: 30, total: 100 });
      void held.then(() => super.send(form));
    }
  };
  render(<FeedbackPage params={{}} titleKey="route.feedback" />);
  await screen.findByRole('option', { name: 'Complaint' });
  type(screen.getByLabelText('Feedback type'), 'COMPLAINT', 'change');
  type(screen.getByLabelText('What happened?'), 'Blurry receipt attached', 'input');
  pick([new File([new Uint8Array(4 * 1024 * 1024)], 'camera.jpg', { type: 'image/jpeg' }), photo('small.jpg')]);
  await screen.findByText('Images (2/5)');
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await screen.findByText('Sending… 30%');
  assert.is((screen.getByRole('progressbar') as HTMLProgressElement).value, 30);
  release();
  await screen.findByText('Your reference number: FB-PROGRESS');
  assert.is(uploads.length, 1);
  const [big, small] = sent!.getAll('files') as File[];
  // 4000x3000 drawn at 1280 px on its long side (the fake canvas writes its size into the JPEG).
  assert.equal([big.type, await big.text()], ['image/jpeg', '1280x960']);
  assert.is(small.size, 4, 'a photo under 300 KB goes as it is');
});

test('a refusal by the server keeps what was typed and picked', async () => {
  fakeServer({
    'GET /dict/getByType/feedback_type': { data: types },
    'POST /report/webPageFb': { code: 400, msg: 'Please fill in the feedback content before submitting.' },
    'GET /report/webPageFb/list': { data: [] },
  });
  render(<FeedbackPage params={{}} titleKey="route.feedback" />);
  await screen.findByRole('option', { name: 'Complaint' });
  type(screen.getByLabelText('Feedback type'), 'COMPLAINT', 'change');
  type(screen.getByLabelText('What happened?'), 'Charged twice', 'input');
  pick([photo('a.jpg')]);
  await screen.findByText('Images (1/5)');
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => assert.is(requestsTo('POST /api/user/report/webPageFb').length, 1));
  await waitFor(() => assert.is((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled, false));
  assert.is((screen.getByLabelText('What happened?') as HTMLTextAreaElement).value, 'Charged twice');
  screen.getByText('Images (1/5)');
});

test('an empty history says where the answer will show', async () => {
  fakeServer({
    'GET /dict/getByType/feedback_type': { data: types },
    'GET /report/webPageFb/list': { data: [] },
  });
  render(<FeedbackPage params={{}} titleKey="route.feedback" />);
  await screen.findByText('Nothing sent yet. Write to us with the form above: our answer shows here.');
});

test.run();
