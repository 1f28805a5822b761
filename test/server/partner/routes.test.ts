import { test } from 'uvu';
import * as assert from 'uvu/assert';
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

/** The app in the iframe. */
const uniqueLogin = (taskId: string, uniqueChannel = 'shop-a', registerClientType = 1) =>
  s.call('POST', '/api/user/login/uniqueLogin', { taskId, uniqueChannel, registerClientType });

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

test('two partner sign-ins racing for the same new phone both succeed as the same borrower', async () => {
  const [a, b] = await Promise.all([createTask(), createTask()]);
  const [x, y] = await Promise.all([uniqueLogin(a.data.taskId), uniqueLogin(b.data.taskId)]);
  assert.equal([x.code, y.code], [200, 200]);
  assert.is(x.data.userId, y.data.userId);
  assert.is(
    await s.db
      .selectFrom('app_user')
      .selectAll()
      .execute()
      .then((r) => r.length),
    1,
  );
});

test('a partner task cannot sign in a borrower who registered directly', async () => {
  const direct = await s.signIn(PHONE);
  const { data } = await createTask();
  const out = await uniqueLogin(data.taskId);
  assert.is(out.code, 400);
  assert.match(out.msg, 'sign in with your phone number');
  assert.not.ok(out.data?.token);
  assert.is((await s.db.selectFrom('auth_token').selectAll().execute()).length, 1, 'only the direct sign-in holds a token');
  assert.ok(direct.token);
});

test('a partner task signs in again a borrower that partner registered, but not one another partner registered', async () => {
  const first = await uniqueLogin((await createTask()).data.taskId);
  assert.is(first.data.newUser, true);
  const again = await uniqueLogin((await createTask()).data.taskId);
  assert.equal([again.code, again.data.userId, again.data.newUser], [200, first.data.userId, false]);
  const other = await uniqueLogin((await createTask('shop-b', 'shop-b-secret-0123456789')).data.taskId, 'shop-b');
  assert.is(other.code, 400);
  assert.match(other.msg, /no longer valid/);
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
    const out = await uniqueLogin(task.data.taskId);
    assert.is(out.data.phone, PHONE, typed);
  }
  assert.is((await s.db.selectFrom('app_user').selectAll().execute()).length, 1);
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

// Issue 13 finding 6: the answer named a taken number ("already has an account").
test('a partner gets the same answer for a number registered elsewhere as for a spent task', async () => {
  await s.signIn(PHONE);
  const taken = await uniqueLogin((await createTask()).data.taskId);
  const spent = (await createTask()).data.taskId;
  await s.db.updateTable('partner_task').set({ used_at: Date.now() }).execute();
  const dead = await uniqueLogin(spent);
  assert.equal(taken, dead);
});

test('a task stays valid when the development clock moves 40 days (its 10 minutes are real time)', async () => {
  const task = await createTask();
  await s.clock.advanceBusiness(40 * DAY_MS);
  const out = await uniqueLogin(task.data.taskId);
  assert.is(out.code, 200, out.msg);
});

test.run();
