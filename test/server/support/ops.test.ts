import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { borrower, type Borrower, PHONES, upload } from '../certification/cert-helpers';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
let a: Borrower;
test.before.each(async () => {
  s = await startTestServer();
  a = await borrower(s);
});
test.after.each(() => s.close());

const ops = (...argv: string[]) => s.ops(...argv);

/** Sends one feedback as `who` and answers its reference number. */
async function sendFeedback(who: Borrower, content: string): Promise<string> {
  const sent = await upload(s, '/api/user/report/webPageFb', { Authentication: who.token }, { type: 'COMPLAINT', content });
  assert.is(sent.code, 200, sent.msg);
  return sent.data.referenceNo;
}

test("ops feedback lists every borrower's feedback, newest first, with its id, reference, state and words", async () => {
  const b = await borrower(s, PHONES.b);
  const first = await sendFeedback(a, 'Charged twice');
  await s.clock.advance(1000);
  const second = await sendFeedback(b, 'The\tapp\nfroze');
  const out = await ops('feedback');
  assert.is(out.code, 0);
  const [head, ...rows] = out.text.split('\n');
  assert.equal(head.split('\t').slice(0, 5), ['id', 'reference', 'userId', 'state', 'type']);
  assert.equal(
    rows.map((r) => r.split('\t').slice(1, 5)),
    [
      [second, String(b.userId), '0 received', 'COMPLAINT'],
      [first, String(a.userId), '0 received', 'COMPLAINT'],
    ],
  );
  assert.ok(rows[0].endsWith('The app froze'), "tabs and line breaks of the borrower's words cannot break the table");
});

test("an answer given with ops feedback answer reaches the borrower's message center, in their language, and only theirs", async () => {
  const b = await borrower(s, PHONES.b);
  const ref = await sendFeedback(a, 'Charged twice');
  const id = (await ops('feedback')).text.split('\n')[1].split('\t')[0];
  const out = await ops('feedback', 'answer', id, 'We', 'refunded', 'you');
  assert.equal([out.code, out.text], [0, `feedback ${ref} answered; the answer is in user ${a.userId}'s message center`]);

  const [item] = (await a.call('GET', '/report/webPageFb/list')).data;
  assert.equal([item.state, item.reply], [2, 'We refunded you']);
  const center = await s.call('POST', '/api/user/user/msg/center', {}, { Authentication: a.token, 'Accept-Language': 'es' });
  assert.is(center.data.unread, 1);
  assert.equal(
    center.data.messages.map((m: any) => [m.title, m.body, m.read]),
    [[`Respuesta a tu opinión ${ref}`, 'We refunded you', false]],
  );
  assert.equal((await b.call('POST', '/user/msg/center', {})).data, { messages: [], unread: 0 });

  // The reference number names the feedback as well as its id.
  assert.is((await ops('feedback', 'answer', ref, 'Refund', 'sent')).code, 0);
  const again = await a.call('POST', '/user/msg/center', {});
  assert.equal(
    again.data.messages.map((m: any) => [m.title, m.body]),
    [
      [`Answer to your feedback ${ref}`, 'Refund sent'],
      [`Answer to your feedback ${ref}`, 'We refunded you'],
    ],
  );
});

test('ops feedback answer refuses an unknown feedback or an empty answer and changes nothing', async () => {
  const ref = await sendFeedback(a, 'Charged twice');
  assert.equal(await ops('feedback', 'answer', '999', 'Hello'), { code: 1, text: 'error: no feedback 999' });
  assert.equal(await ops('feedback', 'answer', 'FB-NOPE2222', 'Hello'), { code: 1, text: 'error: no feedback FB-NOPE2222' });
  assert.is((await ops('feedback', 'answer', ref)).code, 1);
  assert.is((await ops('feedback', 'close', ref)).code, 1);
  const [item] = (await a.call('GET', '/report/webPageFb/list')).data;
  assert.equal([item.state, item.reply], [0, undefined]);
  assert.equal((await a.call('POST', '/user/msg/center', {})).data, { messages: [], unread: 0 });
  const usage = (await ops()).text;
  assert.match(usage, 'feedback [answer <id> <text>]');
});

test('the older feedback-reply still works: state 1 marks it in progress, 2 with a text answers it into the message center', async () => {
  const ref = await sendFeedback(a, 'Charged twice');
  assert.is((await ops('feedback-reply', ref, '1')).code, 0);
  assert.equal((await a.call('GET', '/report/webPageFb/list')).data[0].state, 1);
  assert.is((await ops('feedback-reply', ref, '2', 'We', 'refunded', 'you')).code, 0);
  const [item] = (await a.call('GET', '/report/webPageFb/list')).data;
  assert.equal([item.state, item.reply], [2, 'We refunded you']);
  assert.equal(
    (await a.call('POST', '/user/msg/center', {})).data.messages.map((m: any) => m.body),
    ['We refunded you'],
  );
  const bad = await ops('feedback-reply', 'FB-NOPE', '1');
  assert.equal([bad.code, bad.text], [1, 'error: no feedback FB-NOPE']);
  assert.is((await ops('feedback-reply', ref, '7')).code, 1);
});

test("the CLI writes to a borrower's message center", async () => {
  assert.is((await ops('message', String(a.userId), 'Due soon', 'Your', 'bill', 'is', 'due')).code, 0);
  const center = await a.call('POST', '/user/msg/center', {});
  assert.equal(
    center.data.messages.map((m: any) => [m.title, m.body, m.read]),
    [['Due soon', 'Your bill is due', false]],
  );
  assert.is((await ops('message', '999', 'x', 'y')).code, 1);
});

test.run();
