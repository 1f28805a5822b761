// After the chaos, the bills as stored: every answered application exactly once (by borrowId and by
// key), no bill the clients never heard of, at most one open bill per borrower, one bill per key,
// and each bill's history a chain of moves ending at its status.
import type { CheckDb } from './db';
import type { Tally } from './tally';

/** One named check: `failures` empty when it holds. */
export interface Check {
  name: string;
  failures: string[];
}

interface BillRow {
  id: number;
  user_id: number;
  idem_key: string;
  status: number;
  amount: number;
}

const OPEN = '(10, 20, 40, 50, 70)';

/** The bill checks. */
export async function checkBills(db: CheckDb, tally: Tally): Promise<Check[]> {
  const bills = await db.rows<BillRow>('select id, user_id, idem_key, status, amount from bill order by id');
  const byId = new Map(bills.map((b) => [String(b.id), b]));
  const once: string[] = [];
  for (const a of tally.answered.values()) {
    const b = byId.get(a.borrowId);
    const sameKey = bills.filter((x) => x.user_id === a.userId && x.idem_key === a.key);
    if (!b) once.push(`answered bill ${a.borrowId} (key ${a.key}) is not stored`);
    else if (b.user_id !== a.userId || b.idem_key !== a.key || b.amount !== a.amount)
      once.push(`bill ${a.borrowId} is stored with other details`);
    if (sameKey.length !== 1) once.push(`key ${a.key} of user ${a.userId} has ${sameKey.length} bills`);
  }
  const answeredIds = new Set([...tally.answered.values()].map((a) => a.borrowId));
  const unheard = bills
    .filter((b) => !answeredIds.has(String(b.id)))
    .map((b) => `bill ${b.id} (key ${b.idem_key}) was never answered to its borrower`);

  const twoOpen = await db.rows<{ user_id: number; n: number }>(
    `select user_id, count(*) as n from bill where status in ${OPEN} group by user_id having count(*) > 1`,
  );
  const twoPerKey = await db.rows<{ user_id: number; n: number }>(
    'select user_id, idem_key, count(*) as n from bill group by user_id, idem_key having count(*) > 1',
  );

  // The moves of each bill, in order: each starts where the last ended, and the last is the status.
  const events = await db.rows<{ bill_id: number; from_status: number | null; to_status: number }>(
    'select bill_id, from_status, to_status from bill_event order by bill_id, id',
  );
  const chain: string[] = [];
  const last = new Map<number, number | null>();
  for (const e of events) {
    const before = last.has(e.bill_id) ? last.get(e.bill_id)! : null;
    if (e.from_status !== before) chain.push(`bill ${e.bill_id}: a move from ${e.from_status} after it was ${before}`);
    last.set(e.bill_id, e.to_status);
  }
  for (const b of bills)
    if (last.get(b.id) !== b.status) chain.push(`bill ${b.id} is ${b.status} but its history ends at ${last.get(b.id)}`);
  const disbursed = await db.rows<{ id: number }>(
    'select id from bill where status in (30, 40, 50) and (disbursed_at is null or due_date is null)',
  );

  return [
    { name: 'every answered application is stored exactly once (by borrowId and by key)', failures: once },
    { name: 'no stored bill that no borrower was answered', failures: unheard },
    { name: 'no borrower has two open bills', failures: twoOpen.map((r) => `user ${r.user_id} has ${r.n} open bills`) },
    { name: 'no two bills for one key', failures: twoPerKey.map((r) => `user ${r.user_id} has ${r.n} bills for one key`) },
    { name: "each bill's history is one chain ending at its status", failures: chain },
    { name: 'every disbursed bill has its disbursement and due date', failures: disbursed.map((r) => `bill ${r.id}`) },
  ];
}
