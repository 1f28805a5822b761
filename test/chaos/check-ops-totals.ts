// After the chaos, the operator's view of the money: `ops bills` (money received per bill),
// `ops unmatched` and `ops refunds` add up to the money received, to the centavo, and each prints the
// same totals line as the database holds.
import { join } from 'node:path';
import { opsProcess } from '../support/ops-process';
import type { Check } from './check-borrow';
import type { Money } from './check-pay';

const OPS = join('dist', 'server', 'ops.mjs');

/** The `money:` line's four totals, or null. */
const totalsOf = (out: string) => {
  const m = /money: received (\d+) = applied (\d+) \+ overpaid (\d+) \+ unmatched (\d+)/.exec(out);
  return m && { received: Number(m[1]), applied: Number(m[2]), overpaid: Number(m[3]), unmatched: Number(m[4]) };
};

/** Runs the three listings on the database and checks them against `money`, the database's own totals. */
export async function checkOpsTotals(env: Record<string, string>, money: Money): Promise<Check> {
  const failures: string[] = [];
  const [bills, unmatched, refunds] = await Promise.all(['bills', 'unmatched', 'refunds'].map((c) => opsProcess(OPS, env, [c])));
  for (const [name, r] of [
    ['bills', bills],
    ['unmatched', unmatched],
    ['refunds', refunds],
  ] as const) {
    if (r.code !== 0) failures.push(`ops ${name} failed: ${r.text.slice(0, 200)}`);
    const t = totalsOf(r.text);
    if (
      !t ||
      t.received !== money.received ||
      t.applied !== money.applied ||
      t.overpaid !== money.overpaid ||
      t.unmatched !== money.unmatched
    )
      failures.push(`ops ${name} prints ${JSON.stringify(t)}, the database holds ${JSON.stringify(money)}`);
  }
  const header = bills.text.split('\n')[0].split('\t');
  const at = header.indexOf('received');
  const perBill = bills.text
    .split('\n')
    .map((l) => l.split('\t'))
    .filter((c) => /^\d+$/.test(c[0] ?? '') && c.length > at)
    .reduce((s, c) => s + Number(c[at]), 0);
  const unmatchedTotal = Number(/(\d+) unmatched: (\d+) centavos/.exec(unmatched.text)?.[2] ?? Number.NaN);
  const refundTotal = /pending (\d+), sent (\d+) centavos/.exec(refunds.text);
  const refunded = refundTotal ? Number(refundTotal[1]) + Number(refundTotal[2]) : Number.NaN;
  if (perBill + unmatchedTotal !== money.received)
    failures.push(`ops bills' received ${perBill} + ops unmatched ${unmatchedTotal} <> received ${money.received}`);
  if (refunded !== money.overpaid) failures.push(`ops refunds ${refunded} <> overpaid ${money.overpaid}`);
  return { name: 'ops bills (received per bill) + ops unmatched = money received; ops refunds = money overpaid', failures };
}
