// What the clients saw during the chaos: every answered application and acknowledged callback, to
// be found in the database afterwards, and the counts the run prints.

/** An application that got a 200 answer. */
export interface Answered {
  userId: number;
  key: string;
  borrowId: string;
  amount: number;
}

/** A callback event the gateway saw acknowledged (HTTP 200). */
export interface Acknowledged {
  eventId: string;
  reference: string;
  amount: number;
  /** The amount the reference was made for (a larger payment is an overpayment). */
  codeAmount: number;
}

/** Counters and records of one chaos run. */
export class Tally {
  readonly answered = new Map<string, Answered>();
  readonly acknowledged = new Map<string, Acknowledged>();
  /** Events paid to a reference nobody made, with the bill the operator is to match each to. */
  readonly unmatched = new Map<string, string>();
  /** Of those, the events an operator's `ops match` applied (each once). */
  readonly matched = new Set<string>();
  /** Things the clients saw that must never happen (two answers of one key naming two bills...). */
  readonly problems: string[] = [];
  /** Money calls on the wire right now: the killer prefers such a moment. */
  moneyInFlight = 0;
  readonly counts = {
    callsLost: 0,
    applySent: 0,
    applyLost: 0,
    applyDoubleSent: 0,
    applyRefused: 0,
    serverErrors: 0,
    opsRun: 0,
    opsRefused: 0,
    approved: 0,
    rejected: 0,
    disbursed: 0,
    codesAsked: 0,
    callbacksSent: 0,
    callbacksLost: 0,
    callbacksDuplicateAcks: 0,
    callbacksParallel: 0,
    settled: 0,
    unmatchedSent: 0,
    matchesRun: 0,
    matchesRefused: 0,
  };

  /** Records a 200 answer of an application; a second answer of the same key must name the same bill. */
  answer(a: Answered): void {
    const id = `${a.userId}:${a.key}`;
    const before = this.answered.get(id);
    if (before && before.borrowId !== a.borrowId)
      this.problems.push(`key ${a.key} of user ${a.userId} answered bills ${before.borrowId} and ${a.borrowId}`);
    if (!before) this.answered.set(id, a);
  }

  /** Records an acknowledged callback; `duplicate` when the server said it had it already. */
  acknowledge(a: Acknowledged, duplicate: boolean): void {
    if (duplicate) this.counts.callbacksDuplicateAcks++;
    const before = this.acknowledged.get(a.eventId);
    if (before && before.amount !== a.amount) this.problems.push(`event ${a.eventId} acknowledged with two amounts`);
    if (!before) this.acknowledged.set(a.eventId, a);
  }

  /** `send()`, counted as a money call on the wire while it runs. */
  async money<T>(send: () => Promise<T>): Promise<T> {
    this.moneyInFlight++;
    try {
      return await send();
    } finally {
      this.moneyInFlight--;
    }
  }
}
