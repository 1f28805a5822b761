import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ApiError } from '../../../src/api/catalogue';
import { uploadIdSide } from '../../../src/api/kyc';
import { toasts } from '../../../src/ui/toast';
import { clearToasts } from '../support/fake-server';
import { fakeUploads, restoreXhr, uploads } from '../support/fake-xhr';

test.before.each(clearToasts);
test.after(() => (restoreXhr(), clearToasts()));

const jpeg = () => new Blob(['jpeg bytes'], { type: 'image/jpeg' });

test('an upload with a progress handler reports the bytes going out and resolves with the opened envelope', async () => {
  fakeUploads({ '/kyc/invoke/ocr': { data: { imageId: 'i-1', fields: { fullName: 'Ana Cruz' } } } });
  const seen: number[] = [];
  const answer = await uploadIdSide(jpeg(), { type: 2, documentType: 'umid' }, { onProgress: (sent, total) => seen.push(sent / total) });
  assert.equal(answer, { imageId: 'i-1', fields: { fullName: 'Ana Cruz' } });
  assert.equal(seen, [0.5]);
  assert.equal({ ...uploads[0].fields, file: undefined }, { type: '2', documentType: 'umid', file: undefined });
});

test('a refused upload rejects with the server’s code and msg, and a toast unless the call is quiet', async () => {
  fakeUploads({ '/kyc/invoke/ocr': { code: 400, msg: 'This file is not a photo' } });
  const loud = await uploadIdSide(jpeg(), { type: 1, documentType: 'umid' }, { onProgress: () => {} }).catch((e) => e);
  assert.ok(loud instanceof ApiError);
  assert.is(loud.code, 400);
  assert.is(toasts.value.at(-1)?.message, 'This file is not a photo');
  clearToasts();
  await uploadIdSide(jpeg(), { type: 1, documentType: 'umid' }, { onProgress: () => {}, quiet: true }).catch(() => {});
  assert.is(toasts.value.length, 0);
});

test('an upload that cannot get through rejects as a network failure', async () => {
  fakeUploads({ '/kyc/invoke/ocr': 'network' });
  const e = await uploadIdSide(jpeg(), { type: 1, documentType: 'umid' }, { onProgress: () => {}, quiet: true }).catch((x) => x);
  assert.is(e.kind, 'network');
});

test.run();
