import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isPostgres, openDb } from '../../../server/db/connection';
import { addMessage } from '../../../server/message/repo';
import { notify } from '../../../server/message/notify';
import { sendWaitingPushes } from '../../../server/message/push-job';
import type { PushMessage } from '../../../server/push/push-provider';
import { borrower, type Borrower, PHONES } from '../certification/cert-helpers';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
let a: Borrower;
test.before.each(async () => {
  s = await startTestServer();
  a = await borrower(s);
});
test.after.each(() => s.close());

const NOON_MANILA = Date.parse('2026-12-03T04:00:00Z');
const MIDNIGHT_MANILA = Date.parse('2026-12-03T16:00:00Z');
const disbursed = () => ({
  userId: a.userId,
  kind: 'disbursed' as const,
  key: 'disbursed:7',
  params: { amount: 300000, bank: 'GCash', account: '••••4567' },
  link: '/orders',
});

/** The message center as the app asks for it in `lang`. */
const center = async (lang: string) =>
  (await s.call('POST', '/api/user/user/msg/center', {}, { Authentication: a.token, 'Accept-Language': lang })).data;

/** A push provider that keeps what it is given. */
function collector() {
  const sent: PushMessage[] = [];
  return { sent, push: { send: async (m: PushMessage) => void sent.push(m) } };
}
const at = (realMs: number) => ({ ...s.clock, realNow: () => realMs });

test("an event makes one message, rendered in the reader's language with its kind and link; a repeat of its key adds nothing", async () => {
  await s.db.transaction().execute((trx) => notify(trx, disbursed(), 1000));
  await s.db.transaction().execute((trx) => notify(trx, disbursed(), 2000));
  const fil = await center('fil');
  assert.equal(fil.messages, [
    {
      id: fil.messages[0].id,
      kind: 'disbursed',
      title: 'Naipadala na ang pera',
      body: 'Naipadala na ang ₱3,000.00 sa GCash ••••4567.',
      link: '/orders',
      createdAt: 1000,
      read: false,
    },
  ]);
  assert.is((await center('en')).messages[0].body, '₱3,000.00 was sent to GCash ••••4567.');
});

test('a notice rolled back with its transaction is not kept', async () => {
  await s.db
    .transaction()
    .execute(async (trx) => {
      await notify(trx, disbursed(), 1000);
      throw new Error('the payout failed');
    })
    .catch(() => {});
  assert.equal((await center('en')).messages, []);
});

test('two server instances telling the same event at once store it once', async () => {
  // A second connection to the same database stands for the second instance; SQLite serves one
  // process, whose writers take turns (`npm run test:pg` runs them truly at once).
  const other = openDb({ dataDir: s.config.dataDir, databaseUrl: s.config.databaseUrl, durable: false });
  const tell = (db: typeof other) => db.transaction().execute((trx) => notify(trx, disbursed(), 1000));
  try {
    if (isPostgres(s.db)) await Promise.all([tell(s.db), tell(other)]);
    else for (const db of [s.db, other]) await tell(db);
  } finally {
    await other.destroy();
  }
  assert.is((await center('en')).messages.length, 1);
});

test('a payment received tells what is left, or that the loan is paid; dates and amounts follow the language', async () => {
  await notify(
    s.db,
    { userId: a.userId, kind: 'paymentReceived', key: 'paid:1', params: { amount: 100000, leftAmount: 518000 }, link: '/repay' },
    1,
  );
  await notify(s.db, { userId: a.userId, kind: 'paymentReceived', key: 'paid:2', params: { amount: 518000, leftAmount: 0 } }, 2);
  await notify(
    s.db,
    {
      userId: a.userId,
      kind: 'reminder',
      key: 'r:1',
      params: { amount: 618000, dueDate: Date.parse('2026-12-03T04:00:00Z'), stage: 'before' },
    },
    3,
  );
  const texts = (await center('fil')).messages.map((m: any) => m.body);
  assert.equal(texts, [
    'Ang ₱6,180.00 ay dapat bayaran sa Dis 3, 2026. Ang pagbabayad sa oras ay nagpapanatiling maganda ng iyong record.',
    'Natanggap namin ang iyong bayad na ₱5,180.00. Bayad na nang buo ang iyong loan. Salamat!',
    'Natanggap namin ang iyong bayad na ₱1,000.00. Natitira pang babayaran: ₱5,180.00.',
  ]);
});

test('support answers and operator messages keep their words, now with a kind', async () => {
  await addMessage(s.db, a.userId, 'Hello', 'From the lender', 5);
  const [m] = (await center('fil')).messages;
  assert.equal([m.kind, m.title, m.body, m.link], ['feedbackAnswer', 'Hello', 'From the lender', undefined]);
});

test("each notice is pushed once, in the language of the borrower's last call; support messages are not pushed", async () => {
  await center('fil');
  await notify(s.db, disbursed(), 1000);
  await addMessage(s.db, a.userId, 'Hello', 'From the lender', 5);
  const { sent, push } = collector();
  const deps = { ...s.deps, clock: at(NOON_MANILA), push };
  // Two instances' jobs at once (the schedule runs one per tick; the claim holds even if both ran).
  await Promise.all([sendWaitingPushes(deps), sendWaitingPushes(deps)]);
  await sendWaitingPushes(deps);
  assert.equal(sent, [{ userId: a.userId, title: 'Naipadala na ang pera', text: 'Naipadala na ang ₱3,000.00 sa GCash ••••4567.' }]);
});

test('no push between 22:00 and 06:00 in Manila: the message is there at once, its push waits for the morning', async () => {
  await notify(s.db, disbursed(), 1000);
  assert.is((await center('en')).messages.length, 1);
  const { sent, push } = collector();
  await sendWaitingPushes({ ...s.deps, clock: at(MIDNIGHT_MANILA), push });
  assert.equal(sent, []);
  await sendWaitingPushes({ ...s.deps, clock: at(MIDNIGHT_MANILA + 6 * 3600_000), push });
  assert.is(sent.length, 1);
});

test('a notice read in the app before the morning is not pushed afterwards; a failed push is not retried', async () => {
  await notify(s.db, disbursed(), 1000);
  await notify(s.db, { ...disbursed(), key: 'disbursed:8' }, 1000);
  const read = (await center('en')).messages[0].id;
  await a.call('POST', '/user/msg/read', { ids: [read] });
  const failing = { send: async () => Promise.reject(new Error('no device')) };
  await sendWaitingPushes({ ...s.deps, clock: at(NOON_MANILA), push: failing });
  const { sent, push } = collector();
  await sendWaitingPushes({ ...s.deps, clock: at(NOON_MANILA), push });
  assert.equal(sent, []);
  const states = await s.db.selectFrom('user_message').select(['id', 'push_state']).orderBy('id').execute();
  assert.equal(
    states.map((r) => r.push_state),
    states.map((r) => (r.id === read ? 'none' : 'failed')),
  );
});

test('a message names only its own borrower', async () => {
  const b = await borrower(s, PHONES.b);
  await notify(s.db, disbursed(), 1000);
  assert.equal((await b.call('POST', '/user/msg/center', {})).data.messages, []);
});

test.run();
