import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createApp } from '../../../server/app';
import { DAY_MS } from '../../../server/time';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer({ PARTNERS: 'shop-a:shop-a-secret-0123456789,shop-b:shop-b-secret-0123456789' });
});
test.after.each(() => s.close());

const PHONE = '09171234567';

/** The partner's server: plain JSON, its own secret. */
async function createTask(channel = 'shop-a', secret = 'shop-a-secret-0123456789', phone = PHONE) {
  const res = await s.app.request('/api/partner/task', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${secret}`, Channel: channel },
    body: JSON.stringify({ phone }),
  });
  return res.json() as Promise<{ code: number; data: any; msg: string }>;
}

/** The app in the iframe (with the code the borrower typed, in the code step). */
const uniqueLogin = (taskId: string, uniqueChannel = 'shop-a', registerClientType = 1, code?: string, device = 'frame-device') =>
  s.call(
    'POST',
    '/api/user/login/uniqueLogin',
    { taskId, uniqueChannel, registerClientType, ...(code === undefined ? {} : { code }) },
    {
      'Device-Id': device,
    },
  );
const codeLines = (phone = PHONE) => s.smsLines.filter((l) => JSON.parse(l).phone === phone).length;

test('a partner creates a task and the app signs its borrower in with it', async () => {
  const task = await createTask();
  assert.is(task.code, 200);
  assert.match(task.data.taskId, /^[A-Za-z0-9_-]{32}$/);
  assert.is(task.data.expiresIn, 600);
  const out = await uniqueLogin(task.data.taskId, 'shop-a', 2);
  assert.is(out.code, 200);
  assert.is(out.data.phone, PHONE);
  assert.is(out.data.bizStatus, 10);
  assert.ok(out.data.token);
  const user = await s.db.selectFrom('app_user').selectAll().executeTakeFirstOrThrow();
  assert.equal([user.channel, user.register_client_type], ['shop-a', 2]);
  assert.is((await s.call('GET', '/api/user/user/status', undefined, { Authentication: out.data.token })).code, 200);
});

test("a task is only created with that channel's own secret", async () => {
  assert.is((await createTask('shop-a', 'shop-b-secret-0123456789')).code, 401);
  assert.is((await createTask('shop-z', 'shop-a-secret-0123456789')).code, 401);
  assert.is((await createTask('shop-a', '')).code, 401);
  assert.is((await createTask('shop-a', 'shop-a-secret-0123456789', '123')).code, 400);
  assert.is(
    await s.db
      .selectFrom('partner_task')
      .selectAll()
      .execute()
      .then((r) => r.length),
    0,
  );
});

test('an unknown channel is refused', async () => {
  const { data } = await createTask();
  const out = await uniqueLogin(data.taskId, 'not-configured');
  assert.is(out.code, 400);
  assert.is(out.msg, 'This partner is not recognised');
  assert.is((await uniqueLogin(data.taskId)).code, 200, 'the refusal did not use the task up');
});

test("another partner's channel is refused", async () => {
  const { data } = await createTask('shop-a');
  const out = await uniqueLogin(data.taskId, 'shop-b');
  assert.is(out.code, 400);
  assert.match(out.msg, /no longer valid/);
  assert.not.ok(out.data?.token);
});

test('a task signs in once only', async () => {
  const { data } = await createTask();
  assert.is((await uniqueLogin(data.taskId)).code, 200);
  assert.is((await uniqueLogin(data.taskId)).code, 400);
});

test('a task older than 10 minutes is refused', async () => {
  const { data } = await createTask();
  await s.clock.advance(10 * 60_000);
  assert.is((await uniqueLogin(data.taskId)).code, 400);
});

test('an unknown task id and a bad client type are refused', async () => {
  assert.is((await uniqueLogin('made-up-task-id')).code, 400);
  const { data } = await createTask();
  const out = await uniqueLogin(data.taskId, 'shop-a', 3);
  assert.is(out.code, 400);
  assert.match(out.msg, 'registerClientType');
});

test('two partner sign-ins racing for the same new phone make one borrower; the later one asks for the code', async () => {
  const [a, b] = await Promise.all([createTask(), createTask()]);
  const answers = await Promise.all([uniqueLogin(a.data.taskId), uniqueLogin(b.data.taskId)]);
  assert.equal(
    answers.map((x) => x.code),
    [200, 200],
  );
  assert.equal(answers.map((x) => (x.data.token ? 'token' : x.data.needCode ? 'code' : '?')).sort(), ['code', 'token']);
  assert.is(
    await s.db
      .selectFrom('app_user')
      .selectAll()
      .execute()
      .then((r) => r.length),
    1,
  );
});

// PRODUCT.md section 6: a phone that already has an account is asked for the sign-in code sent to it.
test('a task for a phone that already has an account asks for the sign-in code sent to that phone, then signs in to that account', async () => {
  const direct = await s.signIn(PHONE);
  const { data } = await createTask();
  await s.clock.advance(61_000); // past the minute between two codes to one phone
  const before = codeLines();
  const asked = await uniqueLogin(data.taskId);
  assert.is(asked.code, 200, asked.msg);
  assert.equal(asked.data, { needCode: true, maskedPhone: '0917****67', expiresIn: 300, resendIn: 60 });
  assert.is(codeLines(), before + 1, 'one sign-in code went to the phone');
  assert.is((await s.db.selectFrom('auth_token').selectAll().execute()).length, 1, 'no session yet');

  const signedIn = await uniqueLogin(data.taskId, 'shop-a', 1, s.lastCode(PHONE));
  assert.is(signedIn.code, 200, signedIn.msg);
  assert.equal([signedIn.data.userId, signedIn.data.phone, signedIn.data.newUser], [direct.userId, PHONE, false]);
  assert.is((await s.call('GET', '/api/user/user/status', undefined, { Authentication: signedIn.data.token })).code, 200);
  const user = await s.db.selectFrom('app_user').selectAll().executeTakeFirstOrThrow();
  assert.is(user.channel, null, 'the account keeps where it came from');
  // One-time: the task and the code are spent.
  assert.match((await uniqueLogin(data.taskId, 'shop-a', 1, s.lastCode(PHONE))).msg, /no longer valid/);
  assert.match((await uniqueLogin(data.taskId)).msg, /no longer valid/);
});

test('a borrower the same partner registered is asked for the code too: a task alone opens only a new account', async () => {
  const first = await uniqueLogin((await createTask()).data.taskId);
  assert.is(first.data.newUser, true);
  const { data } = await createTask();
  assert.is((await uniqueLogin(data.taskId)).data.needCode, true);
  const again = await uniqueLogin(data.taskId, 'shop-a', 1, s.lastCode(PHONE));
  assert.equal([again.code, again.data.userId, again.data.newUser], [200, first.data.userId, false]);
});

test('the code step has the limits and the lock-out of sign-in codes; a wrong code does not spend the task', async () => {
  await s.signIn(PHONE, 'phone-of-borrower');
  const { data } = await createTask();
  await s.clock.advance(61_000); // past the minute between two codes to one phone
  assert.is((await uniqueLogin(data.taskId)).data.needCode, true);
  const sentBefore = codeLines();
  const resend = await uniqueLogin(data.taskId);
  assert.is(codeLines(), sentBefore, 'one code a minute per phone: none sent');
  assert.equal([resend.data.needCode, resend.data.expiresIn], [true, 0], 'the step stays open');
  assert.ok(resend.data.resendIn > 0 && resend.data.resendIn <= 60, `resendIn ${resend.data.resendIn}`);
  const right = s.lastCode(PHONE);
  const wrong = right === '0000' ? '1111' : '0000';
  const first = await uniqueLogin(data.taskId, 'shop-a', 1, wrong);
  assert.is(first.code, 400);
  assert.is(first.data.attemptsLeft, 4);
  for (let i = 0; i < 3; i++) assert.is((await uniqueLogin(data.taskId, 'shop-a', 1, wrong)).code, 400);
  const locked = await uniqueLogin(data.taskId, 'shop-a', 1, wrong);
  assert.is(locked.code, 423, 'the fifth wrong code locks this source');
  assert.is((await uniqueLogin(data.taskId, 'shop-a', 1, right)).code, 423, 'while locked even the right code is refused');
  // The borrower's own phone is not locked out.
  await s.clock.advance(61_000);
  assert.is((await s.call('POST', `/api/user/login/otp?phone=${PHONE}&type=1`, {}, { 'Device-Id': 'phone-of-borrower' })).code, 200);
});

test('a phone that got a code moments ago still gets the code step, counting down, and that code signs in', async () => {
  await s.call('POST', `/api/user/login/otp?phone=${PHONE}&type=1`, {}, { 'Device-Id': 'first-try' });
  await s.db
    .insertInto('app_user')
    .values({ phone: PHONE, biz_status: 10, channel: null, register_client_type: null, created_at: 1, last_login_at: 1 })
    .execute();
  const { data } = await createTask();
  const asked = await uniqueLogin(data.taskId);
  assert.equal([asked.code, asked.data.needCode, asked.data.expiresIn], [200, true, 0]);
  assert.ok(asked.data.resendIn > 50, `resendIn ${asked.data.resendIn}`);
  assert.is((await uniqueLogin(data.taskId, 'shop-a', 1, s.lastCode(PHONE))).code, 200);
});

test('the code step is bound to the task: 10 minutes, its own channel, one sign-in', async () => {
  await s.signIn(PHONE);
  const { data } = await createTask();
  await s.clock.advance(61_000);
  assert.is((await uniqueLogin(data.taskId)).data.needCode, true);
  const code = s.lastCode(PHONE);
  assert.match((await uniqueLogin(data.taskId, 'shop-b', 1, code)).msg, /no longer valid/, "another partner's channel");
  await s.clock.advance(3 * 60_000);
  assert.is((await uniqueLogin(data.taskId, 'shop-a', 1, code)).code, 200, 'within the code and the task windows');
  const late = (await createTask()).data.taskId;
  await s.clock.advance(61_000);
  assert.is((await uniqueLogin(late)).data.needCode, true);
  await s.clock.advance(10 * 60_000);
  assert.match((await uniqueLogin(late, 'shop-a', 1, s.lastCode(PHONE))).msg, /no longer valid/, 'after 10 minutes');
});

test('task ids are stored hashed', async () => {
  const { data } = await createTask();
  const rows = await s.db.selectFrom('partner_task').selectAll().execute();
  assert.not.ok(JSON.stringify(rows).includes(data.taskId));
});

test('a partner may name the phone in any accepted form; the task and the borrower keep 09171234567', async () => {
  for (const typed of ['9171234567', '+639171234567', '639171234567', '0917-123-4567']) {
    const task = await createTask('shop-a', 'shop-a-secret-0123456789', typed);
    assert.is(task.code, 200, typed);
  }
  const stored = await s.db.selectFrom('partner_task').select('phone').execute();
  assert.equal(
    stored.map((r) => r.phone),
    [PHONE, PHONE, PHONE, PHONE],
  );
  const out = await uniqueLogin((await createTask('shop-a', 'shop-a-secret-0123456789', '+63 917 123 4567')).data.taskId);
  assert.is(out.data.phone, PHONE);
});

test('a landline or the zero number is refused with the format message', async () => {
  for (const bad of ['0212345678', '0000000000']) {
    assert.equal(await createTask('shop-a', 'shop-a-secret-0123456789', bad), {
      code: 400,
      data: null,
      msg: 'Please check the phone number format',
    });
  }
});

// PRODUCT.md section 6: the partner learns nothing either way. Its server's call answers alike for a
// phone with and without an account, and never reads the borrowers (so its timing cannot tell either).
test("a partner's task call answers the same for a phone with an account and without, and never reads the borrowers", async () => {
  await s.signIn(PHONE);
  const queries: string[] = [];
  const watched = s.db.withPlugin({
    transformQuery: ({ node }) => (queries.push(JSON.stringify(node)), node),
    transformResult: async ({ result }) => result,
  });
  const app = createApp({ ...s.deps, db: watched });
  const task = async (phone: string) =>
    (
      await app.request('/api/partner/task', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer shop-a-secret-0123456789', Channel: 'shop-a' },
        body: JSON.stringify({ phone }),
      })
    ).json();
  const known = await task(PHONE);
  const unknown = await task('09179999999');
  assert.equal(Object.keys(known), Object.keys(unknown));
  assert.equal(Object.keys(known.data), Object.keys(unknown.data));
  assert.equal([known.code, known.data.expiresIn], [unknown.code, unknown.data.expiresIn]);
  assert.ok(queries.length > 0);
  assert.not.ok(
    queries.some((q) => q.includes('"app_user"')),
    'the task call does not look the phone up',
  );
});

test('a task stays valid when the development clock moves 40 days (its 10 minutes are real time)', async () => {
  const task = await createTask();
  await s.clock.advanceBusiness(40 * DAY_MS);
  const out = await uniqueLogin(task.data.taskId);
  assert.is(out.code, 200, out.msg);
});

test.run();
