// A month's end of bills falling due together: the sweep marks them overdue a slice at a time, each
// slice one transaction of at most a slice's bills (sweepSlice), every bill through the state machine with its
// own history line, the event loop free between slices, and a pass that is over (its budget spent,
// or the schedule stopping) leaves the rest to the next tick.
import type { CompiledQuery, KyselyPlugin } from 'kysely';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BorrowStatus } from '../../../contract/common';
import { moveBills } from '../../../server/borrow/bill-actions';
import { sweepBills, sweepSlice } from '../../../server/borrow/policy';
import type { Db } from '../../../server/db/connection';
import { DAY_MS } from '../../../server/time';
import { startTestServer, type TestServer } from '../harness';

/** The slice of the database at hand (`npm run test:pg` runs this on PostgreSQL), and a backlog of three and a bit. */
const sizes = (s: TestServer) => ({ SLICE: sweepSlice(s.db), BACKLOG: 3 * sweepSlice(s.db) + 7 });

/** `n` borrowers, each with one bill repaying and due a day before `now`. */
async function billsFallingDue(s: TestServer, n: number, now: number): Promise<void> {
  const users = await s.db
    .insertInto('app_user')
    .values(
      Array.from({ length: n }, (_, i) => ({ phone: `0918${String(i).padStart(7, '0')}`, biz_status: 60, created_at: now - 30 * DAY_MS })),
    )
    .returning('id')
    .execute();
  await s.db
    .insertInto('bill')
    .values(
      users.map(({ id }) => ({
        user_id: id,
        repay_id: `R${id}`,
        product_code: 'P1',
        product_name: 'Cash',
        amount: 500_000,
        term: 14,
        status: BorrowStatus.Repaying,
        disclosure: '{}',
        net_proceeds: 450_000,
        total_repayable: 550_000,
        idem_key: `k${id}`,
        request_hash: 'h',
        apply_time: now - 15 * DAY_MS,
        status_at: now - 15 * DAY_MS,
        disbursed_at: now - 15 * DAY_MS,
        due_date: now - DAY_MS,
        closed_at: null,
      })),
    )
    .execute();
}

/** A handle on the same database that records every statement it sends. */
function traced(db: Db): { db: Db; queries: CompiledQuery[] } {
  const queries: CompiledQuery[] = [];
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      queries.push(db.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db.withPlugin(plugin), queries };
}

const statuses = async (s: TestServer) =>
  (await s.db.selectFrom('bill').select('status').execute()).reduce<Record<number, number>>((m, b) => {
    m[b.status] = (m[b.status] ?? 0) + 1;
    return m;
  }, {});

test('a backlog is marked overdue in slices of at most a slice of bills, one update per slice, each bill with its history line', async () => {
  const s = await startTestServer();
  try {
    const { SLICE, BACKLOG } = sizes(s);
    const now = s.clock.now();
    await billsFallingDue(s, BACKLOG, now);
    const { db, queries } = traced(s.db);
    assert.is(await sweepBills(db, now, 0), BACKLOG);
    assert.equal(await statuses(s), { [BorrowStatus.Overdue]: BACKLOG });
    const updates = queries.filter((q) => /^update "bill"/.test(q.sql));
    assert.is(updates.length, Math.ceil(BACKLOG / SLICE), 'one statement per slice, not one per bill');
    for (const u of updates) assert.ok(u.parameters.length <= SLICE + 3, 'a slice holds at most SLICE bills');
    const events = await s.db.selectFrom('bill_event').select(['bill_id', 'from_status', 'to_status', 'event', 'actor', 'at']).execute();
    assert.is(events.length, BACKLOG);
    assert.is(new Set(events.map((e) => e.bill_id)).size, BACKLOG, 'one line for each bill');
    for (const e of events)
      assert.equal(
        { from: e.from_status, to: e.to_status, event: e.event, actor: e.actor, at: e.at },
        { from: BorrowStatus.Repaying, to: BorrowStatus.Overdue, event: 'overdue', actor: 'clock', at: now },
      );
  } finally {
    await s.close();
  }
});

test('between slices the event loop runs: work queued meanwhile is done before the backlog is', async () => {
  const s = await startTestServer();
  try {
    const { SLICE, BACKLOG } = sizes(s);
    const now = s.clock.now();
    await billsFallingDue(s, BACKLOG, now);
    const { db, queries } = traced(s.db);
    let slicesBefore = -1;
    const sweeping = sweepBills(db, now, 0);
    setImmediate(() => {
      slicesBefore = queries.filter((q) => /^update "bill"/.test(q.sql)).length;
    });
    await sweeping;
    assert.ok(slicesBefore >= 0 && slicesBefore < Math.ceil(BACKLOG / SLICE), `ran after ${slicesBefore} slices`);
  } finally {
    await s.close();
  }
});

test('a pass that is over stops after its slice; the next passes go on where it stopped', async () => {
  const s = await startTestServer();
  try {
    const { SLICE, BACKLOG } = sizes(s);
    const now = s.clock.now();
    await billsFallingDue(s, BACKLOG, now);
    assert.is(await sweepBills(s.db, now, 0, { until: 0 }), SLICE, 'budget spent: one slice');
    const stopping = new AbortController();
    stopping.abort();
    assert.is(await sweepBills(s.db, now, 0, { until: Number.POSITIVE_INFINITY, signal: stopping.signal }), SLICE, 'stopping: one slice');
    assert.is(await sweepBills(s.db, now, 0), BACKLOG - 2 * SLICE);
    assert.equal(await statuses(s), { [BorrowStatus.Overdue]: BACKLOG });
    assert.is(await sweepBills(s.db, now, 0), 0);
  } finally {
    await s.close();
  }
});

test('a bill moved by someone else since it was read is skipped, without a history line', async () => {
  const s = await startTestServer();
  try {
    const now = s.clock.now();
    await billsFallingDue(s, 2, now);
    const read = await s.db.selectFrom('bill').selectAll().orderBy('id').execute();
    await s.db.updateTable('bill').set({ status: BorrowStatus.Settled }).where('id', '=', read[0]!.id).execute();
    const moved = await moveBills(s.db, read, 'overdue', 'clock', now);
    assert.equal(
      moved.map((b) => b.id),
      [read[1]!.id],
    );
    assert.equal(
      (await s.db.selectFrom('bill_event').select('bill_id').execute()).map((e) => e.bill_id),
      [read[1]!.id],
    );
  } finally {
    await s.close();
  }
});

test('a bill the state machine does not let move so is refused with billTransition', async () => {
  const s = await startTestServer();
  try {
    const now = s.clock.now();
    await billsFallingDue(s, 1, now);
    const read = await s.db.selectFrom('bill').selectAll().execute();
    const refused = await moveBills(s.db, read, 'approve', 'policy', now).then(
      () => null,
      (e: Error) => e.message,
    );
    assert.is(refused, 'billTransition');
    assert.equal(await statuses(s), { [BorrowStatus.Repaying]: 1 });
  } finally {
    await s.close();
  }
});

test.run();
