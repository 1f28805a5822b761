// Personal information (certification step two): the rules the form checks before sending and the
// server checks on arrival, written once (PRODUCT.md section 8 ranges).

/** Youngest and oldest borrower, in whole years (spec section 5: the date picker's window). */
export const AGE_RANGE = { min: 18, max: 80 } as const;

/** The dictionary behind each select field (the server's seeded types). */
export const BASE_INFO_DICTS = {
  gender: 'gender',
  education: 'education',
  maritalStatus: 'marital_status',
  workStatus: 'work_status',
  industry: 'industry',
  income: 'income_range',
  salaryType: 'salary_type',
} as const;

/** Longest free texts, in characters; whole-number ranges, inclusive. */
export const BASE_INFO_LIMITS = {
  companyName: 100,
  companyAddress: 200,
  email: 254,
  childrenCount: [0, 20],
  payday: [1, 31],
} as const;

/** A plausible email address: one @, a dotted domain, no spaces (case-insensitive; stored in lower case). */
export const EMAIL_PATTERN = /^[^\s@]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i;

/**
 * Salary types whose choice names the paydays ("Twice a month (15th and 30th)"): the form asks for no
 * single payday, and the first named day is the one sent.
 */
export const PAYDAY_NAMED_BY: Readonly<Record<string, number>> = { SEMI_MONTHLY: 15 };

const NO_EMPLOYER: readonly string[] = ['STUDENT', 'UNEMPLOYED', 'RETIRED'];

/** True for a work status without an employer: company name and address may then stay empty. */
export const companyOptional = (workStatus: string): boolean => NO_EMPLOYER.includes(workStatus);
