// The operator during the chaos: lists bills with the real CLI (`node dist/server/ops.mjs bills`)
// against the same database and approves (now and then rejects) and disburses them, a few commands
// at a time, while the server is being killed. A refusal of a stale move is the state machine
// working; only a command that fails otherwise is a problem. Money paid to a reference nobody made is
// matched to its bill with `ops match`, twice at once: exactly one of the two may apply it.
import { join } from 'node:path';
import { opsProcess } from '../support/ops-process';
import { sleep } from './api';
import type { Tally } from './tally';

const OPS = join('dist', 'server', 'ops.mjs');
const AT_ONCE = 6;

/** One CLI run: its exit code and output. */
async function ops(env: Record<string, string>, args: string[]): Promise<{ code: number; out: string }> {
  const r = await opsProcess(OPS, env, args);
  return { code: r.code, out: r.text };
}

/** Bills as `ops bills` prints them: id and status. */
function parseBills(out: string): { id: number; status: number }[] {
  return out
    .split('\n')
    .map((l) => l.split('\t'))
    .filter((c) => /^\d+$/.test(c[0] ?? '') && c.length > 3)
    .map((c) => ({ id: Number(c[0]), status: Number.parseInt(c[2], 10) }));
}

/** Runs the operator until `done()`; `rejectShare` of the bills under review are rejected. */
export async function runOperator(
  env: Record<string, string>,
  tally: Tally,
  done: () => boolean,
  random: () => number,
  rejectShare = 0.2,
): Promise<void> {
  const moved = new Set<string>(); // bill ids moved from review, and "d<id>" disbursed: each move once
  const running = new Set<Promise<void>>();
  const inFlight = new Set<number>();
  const move = (cmd: string, id: number) => {
    inFlight.add(id);
    const p = ops(env, [cmd, String(id)])
      .then((r) => {
        tally.counts.opsRun++;
        if (r.code === 0) {
          moved.add(cmd === 'disburse' ? `d${id}` : String(id));
          tally.counts[cmd === 'approve' ? 'approved' : cmd === 'reject' ? 'rejected' : 'disbursed']++;
        } else if (/cannot \w+ bill/.test(r.out)) tally.counts.opsRefused++;
        else tally.problems.push(`ops ${cmd} ${id} failed (${r.code}): ${r.out.trim().slice(0, 300)}`);
      })
      .finally(() => {
        inFlight.delete(id);
        running.delete(p);
      });
    running.add(p);
  };
  const match = (eventId: string, borrowId: string) => {
    const p = Promise.all([ops(env, ['match', eventId, borrowId]), ops(env, ['match', eventId, borrowId])])
      .then((rs) => {
        tally.counts.matchesRun += 2;
        const applied = rs.filter((r) => r.code === 0).length;
        tally.counts.matchesRefused += rs.filter((r) => /not unmatched money/.test(r.out)).length;
        if (applied === 1) tally.matched.add(eventId);
        else
          tally.problems.push(
            `ops match ${eventId} twice at once applied it ${applied} times: ${rs.map((r) => r.out.trim().slice(0, 200)).join(' | ')}`,
          );
      })
      .finally(() => running.delete(p));
    running.add(p);
  };
  const matching = new Set<string>();
  while (!done()) {
    // One match a round, and only with room to spare: the bills' moves come first (borrowers wait on them).
    const waiting = [...tally.unmatched].find(([eventId]) => !matching.has(eventId));
    if (waiting && running.size < AT_ONCE - 1) {
      matching.add(waiting[0]);
      match(waiting[0], waiting[1]);
    }
    // A list only when there is room for a move: every CLI run costs a process start.
    if (running.size >= AT_ONCE) {
      await Promise.race(running);
      continue;
    }
    const list = await ops(env, ['bills']);
    tally.counts.opsRun++;
    if (list.code !== 0) {
      tally.problems.push(`ops bills failed: ${list.out.trim().slice(0, 300)}`);
      await sleep(200);
      continue;
    }
    for (const b of parseBills(list.out)) {
      if (running.size >= AT_ONCE) break;
      if (inFlight.has(b.id)) continue;
      if (b.status === 10 && !moved.has(String(b.id))) move(random() < rejectShare ? 'reject' : 'approve', b.id);
      else if (b.status === 20 && !moved.has(`d${b.id}`)) move('disburse', b.id);
    }
    await sleep(100);
  }
  await Promise.all(running);
}
