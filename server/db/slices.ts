// A periodic job's pass at scale: its work in small slices (each one short transaction or statement),
// the event loop free between them so borrowers' requests take the database in turn, and the pass
// bounded by a time budget and by the schedule stopping. Whatever is left waits for the next tick.

/** How far one pass may go: until `until` (performance.now(), the process's monotonic clock) and not past `signal`. */
export interface Pass {
  until: number;
  signal?: AbortSignal;
}

/** A pass of at most `budgetMs` from now, ended early by `signal`. */
export function passOf(budgetMs: number, signal?: AbortSignal): Pass {
  // Elapsed time of this process's own work, not business time: the monotonic clock.
  return { until: performance.now() + budgetMs, signal };
}

/** A pass without a budget: everything due is done (callers outside the schedule, tests). */
export function wholePass(): Pass {
  return { until: Number.POSITIVE_INFINITY };
}

/** True once the pass has used its time or the schedule is stopping. */
export function passOver(pass: Pass): boolean {
  return pass.signal?.aborted === true || performance.now() >= pass.until;
}

/**
 * Runs `slice` (answers whether work is left) again and again until it is done or the pass is over.
 * Between slices it pauses as long as the last slice took (at least one turn of the event loop), so
 * a backlog takes at most about half the database's time and a request waits behind one slice at most.
 */
export async function inSlices(pass: Pass, slice: () => Promise<boolean>): Promise<void> {
  for (;;) {
    const started = performance.now();
    const more = await slice();
    if (!more || passOver(pass)) return;
    const took = performance.now() - started;
    await new Promise((r) => (took >= 1 ? setTimeout(r, Math.min(took, 100)) : setImmediate(r)));
  }
}
