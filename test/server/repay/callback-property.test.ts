import { randomUUID } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DAY_MS } from '../../../server/time';
import { startTestServer } from '../harness';
import { rng } from './random';
import { deliver, disbursedLoan } from './repay-helpers';

// Money properties of the callback on the real server and database (SQLite, or PostgreSQL under
// test:pg): whatever the gateway sends, however often and however at once, every event counts
// once, all of its money is accounted for, and a payment after its reference expired is flagged.
test('property: random deliveries (repeats, at once, late, mismatched) book each event once and lose no centavo', async () => {
  for (let seed = 1; seed <= 8; seed++) {
    const r = rng(seed);
    const s = await startTestServer({ AUTO_DECIDE_MS: '0' });
    try {
      const { api, repayId, billId } = await disbursedLoan(s);
      const refs: { reference: string; amount: number }[] = [];
      for (let i = r.int(1, 3); i > 0; i--) {
        const made = await api.post('/repay/code', { repayId, kind: 'repay', amount: r.int(1, 100_000), channel: 'va' }, randomUUID());
        assert.is(made.code, 200, made.msg);
        refs.push(made.data);
      }
      const sent = new Map<string, { amount: number; late: boolean }>();
      for (let round = r.int(2, 6); round > 0; round--) {
        if (r.int(0, 2) === 0) await s.clock.advance(DAY_MS);
        const late = s.clock.realNow() >= (await s.db.selectFrom('repay_code').select('expires_at').executeTakeFirstOrThrow()).expires_at;
        const ref = refs[r.int(0, refs.length - 1)];
        // Half the time the reference's own amount: only lateness can flag such a first payment.
        const amount = r.int(0, 1) ? ref.amount : r.int(1, 300_000);
        const event = { eventId: randomUUID(), reference: ref.reference, amount, paidAt: s.clock.realNow() };
        const t = Math.floor(s.clock.realNow() / 1000);
        const copies = await Promise.all(Array.from({ length: r.int(1, 3) }, () => deliver(s, event, { t })));
        for (const c of copies) assert.is(c.status, 200, `seed ${seed}`);
        assert.is(copies.filter((c) => !c.body.duplicate).length, 1, `seed ${seed}: applied once however many at once`);
        sent.set(event.eventId, { amount: event.amount, late });
      }
      const events = await s.db.selectFrom('pay_event').selectAll().execute();
      assert.is(events.length, sent.size, `seed ${seed}: one row per event`);
      for (const e of events) {
        assert.is(e.applied + e.overpaid, sent.get(e.event_id)?.amount, `seed ${seed}: money received always counts`);
        if (sent.get(e.event_id)?.late) assert.is(e.flagged, 1, `seed ${seed}: a late payment is flagged`);
      }
      const l = await s.db.selectFrom('bill_ledger').selectAll().where('bill_id', '=', billId).executeTakeFirstOrThrow();
      const total = [...sent.values()].reduce((sum, e) => sum + e.amount, 0);
      assert.is(l.principal_paid + l.interest_paid + l.penalty_paid - l.waived + l.overpaid, total, `seed ${seed}: ledger = money in`);
      const repayable = (await api.get(`/repay/detail/${repayId}`)).data.repayable;
      const bill = await s.db.selectFrom('bill').select('status').where('id', '=', billId).executeTakeFirstOrThrow();
      assert.is(bill.status === 30, repayable === 0, `seed ${seed}: settled exactly when nothing is owed`);
    } finally {
      await s.close();
    }
  }
});

test.run();
