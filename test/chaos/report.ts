// The end of a chaos run: its counts, each check with its first failures, and the summary line.
import type { Check } from './check-borrow';
import type { Money } from './check-pay';
import type { Served } from './server-process';
import type { Tally } from './tally';

/** Prints the counts and checks; answers the exit code. */
export function report(kind: string, server: Served, tally: Tally, checks: Check[], money: Money | null): number {
  const c = tally.counts;
  console.log(`# kills: ${server.kills} (SIGKILL, each followed by a restart; down ${(server.downMs / 1000).toFixed(1)} s in all)`);
  console.log(
    `# calls lost to kills and retried: ${c.callsLost}\n# applications: ${tally.answered.size} answered (${c.applySent} sent, ${c.applyLost} lost and retried with the same key, ${c.applyDoubleSent} double-sent), ${c.applyRefused} refused; server errors: ${c.serverErrors}`,
  );
  console.log(
    `# operator: ${c.approved} approved, ${c.rejected} rejected, ${c.disbursed} disbursed (${c.opsRun} CLI runs, ${c.opsRefused} stale moves refused)`,
  );
  if (money) {
    console.log(
      `# payments: ${c.codesAsked} references, ${tally.acknowledged.size} callbacks acknowledged (${c.callbacksSent} posted, ${c.callbacksParallel} sent twice at once, ${c.callbacksDuplicateAcks} answered as duplicates, ${c.callbacksLost} lost), ${c.settled} bills settled`,
    );
    console.log(
      `# unmatched money: ${c.unmatchedSent} payments to a reference nobody made, ${tally.matched.size} matched by ops match (${c.matchesRun} runs, ${c.matchesRefused} second matches refused)`,
    );
    console.log(
      `# money (centavos): ${money.received} received = ${money.applied} applied to bills + ${money.overpaid} overpaid (refunds) + ${money.unmatched} unmatched`,
    );
  }
  let failed = 0;
  for (const ch of checks) {
    if (ch.failures.length) failed++;
    console.log(`${ch.failures.length ? 'FAIL' : 'ok  '} ${kind}: ${ch.name}`);
    for (const f of ch.failures.slice(0, 10)) console.log(`       ${f}`);
    if (ch.failures.length > 10) console.log(`       ... and ${ch.failures.length - 10} more`);
  }
  const killed = server.kills >= 3;
  if (!killed) failed++;
  console.log(`${killed ? 'ok  ' : 'FAIL'} ${kind}: the server was killed at least 3 times (${server.kills})`);
  console.log(`\n${checks.length + 1 - failed} passed, ${failed} failed`);
  return failed ? 1 : 0;
}
