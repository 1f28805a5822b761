// The credit decision: the one place that says how much a newly certified borrower may borrow.
// Today it is a fixed starting limit from the configuration (CREDIT_START_LIMIT, default 5,000
// pesos). A lender with a scoring model replaces this function; the name it returns is stored with
// each grant, so limits granted under different rules stay told apart.

/** What the decision may look at. */
export interface CreditApplicant {
  userId: number;
}

/** A granted limit in centavos and the rule that granted it. */
export interface CreditDecision {
  creditLimit: number;
  rule: string;
}

/** The name of the current rule, stored with every grant. */
export const CREDIT_RULE = 'start-limit-v1';

/** Decides the limit of a borrower who has just certified. */
export function decideCreditLimit(policy: { creditStartLimit: number }, _applicant: CreditApplicant): CreditDecision {
  return { creditLimit: policy.creditStartLimit, rule: CREDIT_RULE };
}

/** The name of the growth rule, stored with a limit it grew. */
export const GROWTH_RULE = 'settled-growth-v1';

/**
 * The limit after a settled loan: CREDIT_GROWTH more, never above MAX_AMOUNT and never
 * lowered. One rule; a lender's scoring replaces this function the way it replaces the decision above.
 */
export function grownLimit(current: number, policy: { creditGrowth: number; maxAmount: number }): number {
  return Math.max(current, Math.min(current + policy.creditGrowth, policy.maxAmount));
}

/** What the next settled loan adds to `current` under the growth rule; nothing for a borrower without a limit (it grows none). */
export function nextGrowth(current: number, policy: { creditGrowth: number; maxAmount: number }): number {
  return current && grownLimit(current, policy) - current;
}
