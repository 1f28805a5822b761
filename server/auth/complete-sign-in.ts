// The shared ending of every sign-in (code or partner task): one transaction that uses up the
// proof, finds or creates the borrower and issues the token, so a failure leaves the proof unused.
import type { Db } from '../db/connection';
import { serializable } from '../db/serializable';
import type { Deps } from '../deps';
import { AppError } from '../app-error';
import { signInUser } from './user-repo';
import { type SignInAnswer, signInAnswer } from './sign-in-answer';
import { issueToken } from './tokens';

/** Who the proof names, and, for a partner task without a code, where the new borrower came from. */
export interface SignInProof {
  phone: string;
  /** Set only for a partner task alone: it may open a new account and nothing else. */
  origin?: { channel?: string; registerClientType?: number };
}

/**
 * Runs `prove` (uses up a code or task) and signs its phone in, all in one transaction. `prove`
 * returns a refusal to commit its own writes (the wrong-code count) and refuse; it throws to undo them.
 */
export async function completeSignIn(
  { db, clock }: Deps,
  prove: (trx: Db, now: number) => Promise<SignInProof | AppError>,
): Promise<SignInAnswer> {
  // The proof (code or task) and the token follow real time; the borrower's record, business time.
  const now = clock.realNow();
  const out = await serializable(db, async (trx): Promise<SignInAnswer | AppError> => {
    const proof = await prove(trx, now);
    if (!('phone' in proof)) return proof;
    const { user, created } = await signInUser(trx, proof.phone, clock.now(), proof.origin);
    // A partner task without a code skips the code's limits and lock: it may only open a new account
    // (partner-sign-in.ts checks first, in this transaction; this is the last word).
    if (proof.origin && !created) throw new AppError(400, 'partnerTaskInvalid');
    return signInAnswer(user, await issueToken(trx, user.id, now), created);
  });
  if (!('token' in out)) throw out;
  return out;
}
