import { randomUUID } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DAY_MS } from '../../../server/time';
import { startTestServer, type TestServer } from '../harness';
import { rng } from './random';
import { deliver, disbursedLoan } from './repay-helpers';

type Event = { eventId: string; reference: string; amount: number; paidAt: number };

/** Sums a column of rows. */
const sum = <T>(rows: T[], f: (r: T) => number) => rows.reduce((s, r) => s + f(r), 0);

/** Every centavo received is applied, overpaid or unmatched; the ledger equals the events booked to it, and no part is paid without money. */
async function assertAccounted(s: TestServer, billId: number, sent: Map<string, number>, why: string) {
  const events = await s.db.selectFrom('pay_event').selectAll().execute();
  assert.is(events.length, sent.size, `${why}: one row per event`);
  for (const e of events) {
    assert.is(e.amount, sent.get(e.event_id), `${why}: the amount received is kept`);
    assert.is(e.applied + e.overpaid + e.unmatched, e.amount, `${why}: event ${e.event_id} accounted for`);
    assert.ok(e.applied >= 0 && e.overpaid >= 0 && e.unmatched >= 0, why);
  }
  const received = sum([...sent.values()], (a) => a);
  assert.is(
    sum(events, (e) => e.applied + e.overpaid + e.unmatched),
    received,
    `${why}: applied + overpaid + unmatched = received`,
  );
  const l = await s.db.selectFrom('bill_ledger').selectAll().where('bill_id', '=', billId).executeTakeFirstOrThrow();
  const booked = events.filter((e) => e.bill_id === billId);
  assert.is(
    l.principal_paid + l.interest_paid + l.penalty_paid + l.extension_fees - l.waived,
    sum(booked, (e) => e.applied),
    `${why}: the parts paid are the money applied`,
  );
  assert.is(
    l.overpaid,
    sum(booked, (e) => e.overpaid),
    `${why}: the overpayment is the money overpaid`,
  );
  const refunds = await s.db.selectFrom('refund').selectAll().where('bill_id', '=', billId).execute();
  assert.is(
    sum(refunds, (r) => r.amount),
    l.overpaid,
    `${why}: every overpaid centavo is a refund`,
  );
  assert.ok(
    l.penalty_paid <= l.penalty && l.interest_paid <= l.interest && l.principal_paid <= l.principal,
    `${why}: nothing paid past its charge`,
  );
  const ops = await s.ops('bills');
  const m = /received (\d+) = applied (\d+) \+ overpaid (\d+) \+ unmatched (\d+)/.exec(ops.text);
  assert.equal(
    m?.slice(1).map(Number),
    [received, sum(events, (e) => e.applied), sum(events, (e) => e.overpaid), sum(events, (e) => e.unmatched)],
    why,
  );
}

// Random clock moves and payment orders on the real server and database: repayments, extensions paid
// in time or late, duplicates, unknown references later matched, overpayments.
test('property: whatever the order and the clock, every centavo received is applied, a refund or unmatched, and nothing is forgiven', async () => {
  for (let seed = 1; seed <= 8; seed++) {
    const r = rng(seed);
    const s = await startTestServer({ AUTO_DECIDE_MS: '0' });
    try {
      const { api, repayId, billId } = await disbursedLoan(s);
      const sent = new Map<string, number>();
      const events: Event[] = [];
      const heldExtensions: { reference: string; amount: number }[] = [];
      const unmatched: string[] = [];
      const send = async (e: Event) => {
        const answer = await deliver(s, e, { t: Math.floor(s.clock.realNow() / 1000) });
        assert.is(answer.status, 200, `seed ${seed}`);
        sent.set(e.eventId, e.amount);
        events.push(e);
      };
      const code = async (kind: 'repay' | 'extend', amount: number) => {
        const made = await api.post('/repay/code', { repayId, kind, amount, channel: 'gcash' }, randomUUID());
        return made.code === 200 ? (made.data as { reference: string; amount: number }) : undefined;
      };
      const event = (reference: string, amount: number): Event => ({ eventId: randomUUID(), reference, amount, paidAt: s.clock.realNow() });
      for (let step = 0; step < 20; step++) {
        const d = (await api.get(`/repay/detail/${repayId}`)).data;
        // Clock moves and extensions come often enough that a code made while overdue is paid weeks later.
        const action = [0, 0, 0, 1, 2, 3, 3, 4, 4, 5, 6, 7, 8][r.int(0, 12)];
        if (action === 0) await s.clock.advanceBusiness(r.int(5, 30) * DAY_MS);
        else if (action === 1 && r.int(0, 2) === 0) await s.clock.reset();
        else if (action === 2 && d.repayable > 0) {
          const c = await code('repay', r.int(1, Math.ceil(d.repayable / 3)));
          if (c) await send(event(c.reference, c.amount));
        } else if (action === 3 && d.repayable > 0) {
          const c = await code('extend', d.extensionFee + d.overdueFee);
          // Some are paid at once, most kept to be paid later, perhaps after the overdue fee grew.
          if (c && r.int(0, 2) === 0) await send(event(c.reference, c.amount));
          else if (c) heldExtensions.push(c);
        } else if (action === 4 && heldExtensions.length) {
          const c = heldExtensions.splice(r.int(0, heldExtensions.length - 1), 1)[0];
          // Paid late: weeks after the code was made (as one made at +10 days and paid at +40).
          if (r.int(0, 1)) await s.clock.advanceBusiness(r.int(15, 40) * DAY_MS);
          await send(event(c.reference, c.amount));
        } else if (action === 5 && events.length) {
          const again = events[r.int(0, events.length - 1)];
          assert.equal((await deliver(s, again, { t: Math.floor(s.clock.realNow() / 1000) })).body, { ok: true, duplicate: true });
        } else if (action === 6) {
          const e = event(`PCUNKNOWN${seed}${step}`, r.int(1, 300_000));
          await send(e);
          unmatched.push(e.eventId);
        } else if (action === 7 && unmatched.length) {
          const id = unmatched.shift() as string;
          assert.is((await s.ops('match', id, String(billId))).code, 0, `seed ${seed}`);
          assert.is((await s.ops('match', id, String(billId))).code, 1, `seed ${seed}: matched once only`);
        } else if (action === 8 && d.repayable > 0) {
          // Overpay: a code paid with more than its amount.
          const c = await code('repay', Math.max(1, Math.min(d.repayable, r.int(1, 100_000))));
          if (c) await send(event(c.reference, c.amount + r.int(1, 50_000)));
        }
        await assertAccounted(s, billId, sent, `seed ${seed} step ${step} action ${action}`);
      }
    } finally {
      await s.close();
    }
  }
});

test.run();
