import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clientOpen, startTestServer, type TestServer, unreadUpload } from '../harness';
import { borrower, type Borrower, GOOD, PHONES, PHOTO, setStatus, walkTo } from '../certification/cert-helpers';
import { makeJpeg, makePng, makeWebp } from './image-fixtures';

let s: TestServer;
let a: Borrower;
test.before.each(async () => {
  s = await startTestServer();
  a = await borrower(s);
  await setStatus(s, a.userId, 20);
});
test.after.each(() => s.close());

const kycFiles = () => {
  const root = join(s.config.dataDir, 'kyc');
  try {
    return readdirSync(root, { recursive: true })
      .map(String)
      .filter((f) => statSync(join(root, f)).isFile());
  } catch {
    return [];
  }
};
const ocr = (who: Borrower, file?: { bytes: Uint8Array; name?: string; type?: string }, fields: Record<string, string> = {}) =>
  who.upload('/kyc/invoke/ocr', { type: '1', documentType: 'UMID', ...fields }, file);

test('an ID side is checked, kept owner-only under DATA_DIR/kyc by the development provider, and answered with an imageId', async () => {
  for (const [i, bytes] of [makeJpeg(640, 480), makePng(400, 400), makeWebp(1280, 720)].entries()) {
    const out = await ocr(a, { bytes, name: `side-${i}` }, { type: i === 1 ? '2' : '1' });
    assert.is(out.code, 200, out.msg);
    assert.equal(Object.keys(out.data), ['imageId', 'fields']);
  }
  const files = kycFiles();
  assert.is(files.length, 3);
  for (const f of files) assert.is(statSync(join(s.config.dataDir, 'kyc', f)).mode & 0o777, 0o600);
  const refs = (await s.db.selectFrom('kyc_image').select('image_ref').execute()).map((r) => r.image_ref).sort();
  assert.equal(refs, [...files].sort());
  // Nothing serves them: not the static server, not the API.
  const res = await s.app.request(`/kyc/${files[0]}`);
  assert.not.equal(Buffer.from(await res.arrayBuffer()).subarray(0, 2), Buffer.from([0xff, 0xd8]));
});

test('a text file named .jpg is refused and nothing is stored', async () => {
  const out = await ocr(a, { bytes: Buffer.from('hello, I am a text file\n'), name: 'id.jpg', type: 'image/jpeg' });
  assert.equal([out.code, out.data], [400, { field: 'file' }]);
  assert.match(out.msg, /JPEG, PNG or WebP/);
  assert.equal(kycFiles(), []);
  assert.is((await s.db.selectFrom('kyc_image').selectAll().execute()).length, 0);
});

test('a truncated JPEG is refused', async () => {
  const full = makeJpeg(640, 480);
  for (const cut of [full.length - 2, Math.floor(full.length / 2)]) {
    assert.is((await ocr(a, { bytes: full.subarray(0, cut) })).code, 400, `cut at ${cut}`);
  }
  assert.equal(kycFiles(), []);
});

test('a photo under 320 px, a missing file, a wrong type or document type are refused naming the field', async () => {
  const small = await ocr(a, { bytes: makeJpeg(300, 600) });
  assert.equal([small.code, small.data], [400, { field: 'file' }]);
  assert.match(small.msg, /320/);
  assert.equal((await ocr(a)).data, { field: 'file' });
  assert.equal((await ocr(a, PHOTO, { type: '3' })).data, { field: 'type' });
  assert.equal((await ocr(a, PHOTO, { documentType: 'SCHOOL_ID' })).data, { field: 'documentType' });
  assert.equal(kycFiles(), []);
});

test('a file over 5 MB inside a body under 6 MB is refused', async () => {
  const big = Buffer.concat([makeJpeg(640, 480), Buffer.alloc(5 * 1024 * 1024)]);
  const out = await ocr(a, { bytes: big });
  assert.equal([out.code, out.data], [400, { field: 'file' }]);
  assert.match(out.msg, /5 MB/);
});

test('a multipart body over 6 MB is refused before it is read, and the connection is closed', async () => {
  const { res, pulled } = await unreadUpload(s, '/api/user/kyc/invoke/ocr', a.token);
  assert.is(res.headers.get('connection'), 'close');
  const out = clientOpen((await res.json()).payload);
  assert.is(out.code, 413);
  assert.match(out.msg, /6 MB/);
  assert.not.ok(pulled());
});

test('a multipart body over 6 MB without a length is cut off while streaming', async () => {
  const chunk = new Uint8Array(1024 * 1024);
  let sent = 0;
  const body = new ReadableStream({
    pull(ctl) {
      if (sent++ < 8) ctl.enqueue(chunk);
      else ctl.close();
    },
  });
  const res = await s.app.request('/api/user/kyc/invoke/ocr', {
    method: 'POST',
    body,
    duplex: 'half',
    headers: { EFLAG: '1', Authentication: a.token, 'Content-Type': 'multipart/form-data; boundary=x' },
  } as RequestInit);
  assert.is(clientOpen((await res.json()).payload).code, 413);
  assert.is(res.headers.get('connection'), 'close');
  assert.ok(sent <= 8);
});

test('out of order: before the phone check and after saveKyc every KYC call is refused and nothing is stored', async () => {
  for (const status of [10, 30]) {
    await setStatus(s, a.userId, status);
    const out = await ocr(a, PHOTO);
    assert.equal([out.code, out.data], [409, { bizStatus: status }]);
    assert.is((await a.call('POST', '/kyc/livingStart', {})).code, 409);
    assert.is((await a.call('POST', '/kyc/saveKyc', GOOD.kyc)).code, 409);
  }
  assert.equal(kycFiles(), []);
});

test('liveness: start, finish once with a photo; an expired or used check is refused', async () => {
  const { transactionId } = (await a.call('POST', '/kyc/livingStart', {})).data;
  assert.type(transactionId, 'string');
  const done = await a.upload('/kyc/livingResultQuery', { transactionId }, PHOTO);
  assert.equal(done.data, { passed: true });
  assert.is((await a.upload('/kyc/livingResultQuery', { transactionId }, PHOTO)).code, 400, 'used');
  const late = (await a.call('POST', '/kyc/livingStart', {})).data.transactionId;
  await s.clock.advance(10 * 60_000 + 1);
  assert.equal((await a.upload('/kyc/livingResultQuery', { transactionId: late }, PHOTO)).data, { field: 'transactionId' });
  assert.is((await a.upload('/kyc/livingResultQuery', { transactionId: 'made-up' }, PHOTO)).code, 400);
  const t3 = (await a.call('POST', '/kyc/livingStart', {})).data.transactionId;
  assert.is(
    (await a.upload('/kyc/livingResultQuery', { transactionId: t3 }, { bytes: Buffer.from('text') })).code,
    400,
    'a face that is not a photo',
  );
});

test('saveKyc needs both sides of that ID type and a passed liveness, and checks each field', async () => {
  const save = (over: object = {}) => a.call('POST', '/kyc/saveKyc', { ...GOOD.kyc, ...over });
  assert.is((await save()).msg, 'Please upload the front and the back of your ID first');
  await ocr(a, PHOTO, { type: '1' });
  await ocr(a, PHOTO, { type: '2' });
  assert.is((await save()).msg, 'Please complete the face check first');
  const { transactionId } = (await a.call('POST', '/kyc/livingStart', {})).data;
  await a.upload('/kyc/livingResultQuery', { transactionId }, PHOTO);
  assert.equal((await save({ documentType: 'SSS', idNumber: '34-1234567-8' })).data, { field: 'documentType' }, 'sides were of a UMID');
  assert.equal((await save({ idNumber: '1234' })).data, { field: 'idNumber' });
  assert.equal((await save({ fullName: '' })).data, { field: 'fullName' });
  assert.equal((await save({ birthday: '31/02/1995' })).data, { field: 'birthday' });
  assert.equal((await save({ birthday: '01/01/2015' })).data, { field: 'birthday' });
  assert.is((await a.call('GET', '/user/status')).data.bizStatus, 20);
  assert.equal((await save()).data, { bizStatus: 30 });
  const saved = await s.db.selectFrom('kyc_record').selectAll().executeTakeFirstOrThrow();
  assert.equal([saved.id_number, saved.full_name, saved.birthday], ['011123456789', 'Maria Clara Santos', '15/06/1995']);
});

test("borrower B can neither see nor use A's images or liveness check", async () => {
  const b = await borrower(s, PHONES.b);
  await setStatus(s, b.userId, 20);
  await ocr(a, PHOTO, { type: '1' });
  await ocr(a, PHOTO, { type: '2' });
  const { transactionId } = (await a.call('POST', '/kyc/livingStart', {})).data;
  assert.is((await b.upload('/kyc/livingResultQuery', { transactionId }, PHOTO)).code, 400, "B cannot finish A's check");
  await a.upload('/kyc/livingResultQuery', { transactionId }, PHOTO);
  assert.equal((await b.call('GET', '/kyc/ocrDetail')).data, { documentType: '', front: false, back: false, face: false, fields: {} });
  assert.is((await b.call('POST', '/kyc/saveKyc', GOOD.kyc)).code, 400, "B cannot certify with A's photos");
  assert.is((await b.call('GET', '/user/status')).data.bizStatus, 20);
  assert.equal((await a.call('GET', '/kyc/ocrDetail')).data, { documentType: 'UMID', front: true, back: true, face: true, fields: {} });
});

test('OCR fields from a vendor pre-fill ocrDetail', async () => {
  const v = await startTestServer(
    {},
    {
      kyc: {
        readId: async () => ({ imageRef: 'v-1', fields: { fullName: ' Juan Dela Cruz ', idNumber: '0111-2345678-9', bogus: 1 } as never }),
        checkLiveness: async () => ({ imageRef: 'v-2', passed: false }),
      },
    },
  );
  try {
    const b = await borrower(v, PHONES.b);
    await setStatus(v, b.userId, 20);
    assert.equal((await b.upload('/kyc/invoke/ocr', { type: '1', documentType: 'UMID' }, PHOTO)).data.fields, {
      fullName: 'Juan Dela Cruz',
      idNumber: '0111-2345678-9',
    });
    assert.equal((await b.call('GET', '/kyc/ocrDetail')).data.fields, { fullName: 'Juan Dela Cruz', idNumber: '0111-2345678-9' });
    const { transactionId } = (await b.call('POST', '/kyc/livingStart', {})).data;
    assert.equal((await b.upload('/kyc/livingResultQuery', { transactionId }, PHOTO)).data, { passed: false });
    assert.is((await b.call('GET', '/kyc/ocrDetail')).data.face, false);
  } finally {
    await v.close();
  }
});

test('an ID already certifying another borrower is refused for a second account', async () => {
  await walkTo(s, a, 30);
  const b = await borrower(s, PHONES.b);
  await setStatus(s, b.userId, 20);
  await ocr(b, PHOTO, { type: '1' });
  await ocr(b, PHOTO, { type: '2' });
  const { transactionId } = (await b.call('POST', '/kyc/livingStart', {})).data;
  await b.upload('/kyc/livingResultQuery', { transactionId }, PHOTO);
  const out = await b.call('POST', '/kyc/saveKyc', { ...GOOD.kyc, idNumber: '011123456789', fullName: 'Someone Else' });
  assert.equal([out.code, out.data], [409, { field: 'idNumber' }]);
  assert.is((await b.call('GET', '/user/status')).data.bizStatus, 20);
  assert.equal((await b.call('POST', '/kyc/saveKyc', { ...GOOD.kyc, idNumber: '0111-2345678-0' })).data, { bizStatus: 30 });
});

test.run();
