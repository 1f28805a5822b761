import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { addMessage } from '../../../server/message/repo';
import { borrower, type Borrower, PHONES } from '../certification/cert-helpers';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
let a: Borrower;
let b: Borrower;
test.before.each(async () => {
  s = await startTestServer();
  a = await borrower(s);
  b = await borrower(s, PHONES.b);
});
test.after.each(() => s.close());

test("the message center lists only the caller's messages, newest first, with read state; marking read touches only their own", async () => {
  await addMessage(s.db, a.userId, 'Welcome', 'Thanks for joining', 1000);
  await addMessage(s.db, a.userId, 'Due soon', 'Your bill is due tomorrow', 2000);
  await addMessage(s.db, b.userId, 'For B', 'Only B reads this', 3000);
  const before = await a.call('POST', '/user/msg/center', {});
  assert.is(before.code, 200);
  assert.equal(
    before.data.messages.map((m: any) => [m.title, m.read]),
    [
      ['Due soon', false],
      ['Welcome', false],
    ],
  );
  assert.is(before.data.unread, 2);
  const bId = (await b.call('POST', '/user/msg/center', {})).data.messages[0].id;
  // A names their newest message and B's: only A's own is marked.
  assert.is((await a.call('POST', '/user/msg/read', { ids: [before.data.messages[0].id, bId] })).code, 200);
  const after = await a.call('POST', '/user/msg/center', {});
  assert.equal(
    after.data.messages.map((m: any) => m.read),
    [true, false],
  );
  assert.is(after.data.unread, 1);
  assert.equal(
    (await b.call('POST', '/user/msg/center', {})).data.messages.map((m: any) => [m.title, m.read]),
    [['For B', false]],
  );
  await a.call('POST', '/user/msg/read', {});
  assert.is((await a.call('POST', '/user/msg/center', {})).data.unread, 0);
  assert.is((await s.call('POST', '/api/user/user/msg/center', {})).code, 401);
});

test('the survey stores a score 1-5 with an optional comment per borrower; a bad score is refused in words', async () => {
  assert.is((await a.call('GET', '/survey/answer')).data, null);
  const saved = await a.call('POST', '/survey/answer', { score: 4, easy: 1, comment: ' Quick approval ' });
  assert.is(saved.code, 200, saved.msg);
  assert.equal([saved.data.score, saved.data.easy, saved.data.comment], [4, 1, 'Quick approval']);
  for (const score of [0, 6, 2.5, '', undefined]) {
    const out = await a.call('POST', '/survey/answer', { score });
    assert.equal([out.code, out.msg], [400, 'Please choose a score from 1 to 5'], String(score));
  }
  assert.is((await a.call('GET', '/survey/answer')).data.score, 4);
  assert.is((await b.call('GET', '/survey/answer')).data, null);
  assert.is((await s.call('POST', '/api/user/survey/answer', { score: 5 })).code, 401);
  assert.is((await s.db.selectFrom('survey_answer').selectAll().execute()).length, 1);
});

test.run();
