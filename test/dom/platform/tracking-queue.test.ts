import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BATCH_SIZE, flush, installQueueUploads, QUEUE_CAP, queued, track } from '../../../src/platform/tracking-queue';
import { eventually, fakeServer, requestsTo, restoreFetch, sent } from '../support/fake-server';

const entry = (n: number) => ({ idName: `field-${n}`, beginTime: 1_700_000_000_000 + n, duration: 100, content: 'len:3' });
const batches = () => requestsTo('POST /api/metric/info/save').filter((r) => r.body.uploadType === 50);
const settle = () => new Promise((r) => setTimeout(r, 30));

test.before.each(() => {
  localStorage.clear();
  fakeServer();
});
test.after(() => restoreFetch());

test('nothing goes up before 20 entries wait; the 20th sends them as one batch of upload type 50', async () => {
  for (let i = 1; i < BATCH_SIZE; i++) track(entry(i));
  await settle();
  assert.is(batches().length, 0);
  track(entry(20));
  await eventually(() => assert.is(batches().length, 1));
  const sentEntries = JSON.parse(batches()[0].body.value);
  assert.is(sentEntries.length, 20);
  assert.equal(sentEntries[0], entry(1));
  await eventually(() => assert.is(queued().length, 0));
});

test('the queue survives a reload (it lives in localStorage) and offline uploads keep their entries', async () => {
  fakeServer({ 'POST /api/metric/info/save': 'network' });
  for (let i = 1; i <= 25; i++) track(entry(i));
  await settle();
  await flush();
  assert.is(queued().length, 25, 'nothing lost while offline');
  assert.match(localStorage.getItem('tracking.queue') ?? '', 'field-25');
  // Back online, a new page (same storage) sends a full batch and keeps the remainder.
  fakeServer();
  await flush();
  assert.is(batches().length, 1);
  assert.equal(
    queued().map((e) => e.idName),
    ['field-21', 'field-22', 'field-23', 'field-24', 'field-25'],
  );
});

test('the queue is bounded: past the cap the oldest entries go', async () => {
  fakeServer({ 'POST /api/metric/info/save': 'network' });
  for (let i = 1; i <= QUEUE_CAP + 30; i++) track(entry(i));
  await flush();
  const left = queued();
  assert.is(left.length, QUEUE_CAP);
  assert.is(left[0].idName, 'field-31');
  assert.is(left.at(-1)!.idName, `field-${QUEUE_CAP + 30}`);
});

test('hiding the page sends a partial batch with keepalive and does not wait for it', async () => {
  installQueueUploads();
  track(entry(1));
  track(entry(2));
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  await eventually(() => assert.is(batches().length, 1));
  assert.is(JSON.parse(batches()[0].body.value).length, 2);
  assert.equal(
    sent.map((r) => r.keepalive),
    [true],
  );
});

test('a form field left records its name, time and typed length, never its text', async () => {
  installQueueUploads();
  document.body.innerHTML = '<input name="phone" />';
  const input = document.querySelector('input')!;
  input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  input.value = '09171234567';
  input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  const [e] = queued();
  assert.match(e.idName, /#phone$/);
  assert.is(e.content, 'len:11');
  assert.not.match(JSON.stringify(e), '0917');
});

test.run();
