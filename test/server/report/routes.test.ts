import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { borrower, type Borrower, PHONES } from '../certification/cert-helpers';
import { clientOpen, startTestServer, type TestServer } from '../harness';
import { runOps } from '../../../server/ops/run';
import { makeJpeg, makePng } from '../identity/image-fixtures';

let s: TestServer;
let a: Borrower;
test.before.each(async () => {
  s = await startTestServer();
  a = await borrower(s);
});
test.after.each(() => s.close());

type File = { bytes: Uint8Array; name?: string; type?: string };
/** Posts the feedback form as the app does: `type`, `content`, `files` (multipart, not enveloped). */
async function send(who: Borrower | null, fields: Record<string, string>, files: File[] = []) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const f of files)
    form.append('files', new Blob([f.bytes as Uint8Array<ArrayBuffer>], { type: f.type ?? 'image/jpeg' }), f.name ?? 'shot.jpg');
  const headers: Record<string, string> = { EFLAG: '1', 'Device-Id': 'test-device', ...(who ? { Authentication: who.token } : {}) };
  const res = await s.app.request('/api/user/report/webPageFb', { method: 'POST', body: form, headers });
  assert.is(res.status, 200);
  return clientOpen((await res.json()).payload) as { code: number; data: any; msg: string };
}
const stored = () => {
  try {
    return readdirSync(join(s.config.dataDir, 'feedback'));
  } catch {
    return [];
  }
};
const JPEG = { bytes: makeJpeg(800, 600) };

test('a feedback with images is stored, its files kept owner-only under DATA_DIR and never served, and answered with a reference', async () => {
  const out = await send(a, { type: 'COMPLAINT', content: 'The repay page froze.' }, [
    JPEG,
    { bytes: makePng(400, 400), type: 'image/png', name: 'b.png' },
  ]);
  assert.is(out.code, 200, out.msg);
  assert.match(out.data.referenceNo, /^FB-[A-Z2-9]{8}$/);
  const files = stored();
  assert.is(files.length, 2);
  for (const f of files) assert.is(statSync(join(s.config.dataDir, 'feedback', f)).mode & 0o777, 0o600);
  const res = await s.app.request(`/feedback/${files[0]}`);
  assert.not.equal(Buffer.from(await res.arrayBuffer()).subarray(0, 2), Buffer.from([0xff, 0xd8]));
  const list = await a.call('GET', '/report/webPageFb/list');
  assert.equal(
    list.data.map((f: any) => [f.referenceNo, f.type, f.content, f.imageCount, f.state]),
    [[out.data.referenceNo, 'COMPLAINT', 'The repay page froze.', 2, 0]],
  );
});

test('content is required, in the spec words, and too long a content is refused', async () => {
  const empty = await send(a, { type: 'COMPLAINT', content: '   ' });
  assert.equal([empty.code, empty.data, empty.msg], [400, { field: 'content' }, 'Please fill in the feedback content before submitting.']);
  const long = await send(a, { type: 'COMPLAINT', content: 'x'.repeat(1001) });
  assert.equal([long.code, long.data], [400, { field: 'content' }]);
  assert.equal(stored(), []);
});

test('the type must be a feedback_type key', async () => {
  const out = await send(a, { type: 'LOTTERY', content: 'hello' });
  assert.equal([out.code, out.data], [400, { field: 'type' }]);
  const dict = await s.call('GET', '/api/user/dict/getByType/feedback_type', undefined, { 'Accept-Language': 'th' });
  assert.is(dict.data.length, 6);
  assert.is(dict.data.find((d: any) => d.key === 'COMPLAINT').value, 'ข้อร้องเรียน');
});

test('a sixth image, a text file named .jpg and a photo under 320 px are refused and nothing is kept', async () => {
  const small = { bytes: makeJpeg(400, 400) };
  const six = await send(a, { type: 'SUGGESTION', content: 'six' }, [small, small, small, small, small, small]);
  assert.equal([six.code, six.data], [400, { field: 'files' }]);
  assert.match(six.msg, /5/);
  const text = await send(a, { type: 'SUGGESTION', content: 'txt' }, [JPEG, { bytes: Buffer.from('not a photo'), name: 'x.jpg' }]);
  assert.equal([text.code, text.data], [400, { field: 'files' }]);
  const tiny = await send(a, { type: 'SUGGESTION', content: 'tiny' }, [{ bytes: makeJpeg(200, 200) }]);
  assert.match(tiny.msg, /320/);
  assert.equal(stored(), []);
  assert.equal((await a.call('GET', '/report/webPageFb/list')).data, []);
  // Five is the limit, not four.
  assert.is((await send(a, { type: 'SUGGESTION', content: 'five' }, [small, small, small, small, small])).code, 200);
});

test('a file over 5 MB is refused; a body over 6 MB is refused before it is read', async () => {
  const big = await send(a, { type: 'SUGGESTION', content: 'big' }, [
    { bytes: Buffer.concat([makeJpeg(640, 480), Buffer.alloc(5 * 1024 * 1024)]) },
  ]);
  assert.equal([big.code, big.data], [400, { field: 'files' }]);
  const huge = await send(a, { type: 'SUGGESTION', content: 'huge' }, [
    JPEG,
    { bytes: Buffer.alloc(4 * 1024 * 1024) },
    { bytes: Buffer.alloc(3 * 1024 * 1024) },
  ]);
  assert.is(huge.code, 413);
  assert.equal(stored(), []);
});

test("a stranger cannot send feedback; borrower A never sees B's feedback", async () => {
  assert.is((await send(null, { type: 'COMPLAINT', content: 'anon' })).code, 401);
  const b = await borrower(s, PHONES.b);
  const mine = await send(a, { type: 'COMPLAINT', content: 'from A' });
  const theirs = await send(b, { type: 'ACCOUNT', content: 'from B' });
  assert.equal(
    (await a.call('GET', '/report/webPageFb/list')).data.map((f: any) => f.referenceNo),
    [mine.data.referenceNo],
  );
  assert.equal(
    (await b.call('GET', '/report/webPageFb/list')).data.map((f: any) => f.referenceNo),
    [theirs.data.referenceNo],
  );
  assert.is((await s.call('GET', '/api/user/report/webPageFb/list')).code, 401);
});

test('at most 10 feedback wait for an answer per borrower: the 11th is refused in words and keeps nothing; an answer frees a place', async () => {
  for (let i = 1; i <= 10; i++) assert.is((await send(a, { type: 'COMPLAINT', content: `report ${i}` })).code, 200);
  const eleventh = await send(a, { type: 'COMPLAINT', content: 'report 11' }, [JPEG]);
  assert.equal(
    [eleventh.code, eleventh.msg],
    [400, 'You already have 10 feedback waiting for an answer. Please wait for our reply before sending more.'],
  );
  assert.equal(stored(), [], 'no image kept for a refused feedback');
  assert.is((await a.call('GET', '/report/webPageFb/list')).data.length, 10);
  const b = await borrower(s, PHONES.b);
  assert.is((await send(b, { type: 'COMPLAINT', content: 'another borrower' })).code, 200, 'the cap is per borrower');
  const [latest] = (await a.call('GET', '/report/webPageFb/list')).data;
  const code = await runOps({ config: s.config, db: s.db, clock: s.clock, out: () => {} }, [
    'feedback',
    'answer',
    latest.referenceNo,
    'Done',
  ]);
  assert.is(code, 0);
  assert.is((await send(a, { type: 'COMPLAINT', content: 'report 11' })).code, 200);
});

test.run();
