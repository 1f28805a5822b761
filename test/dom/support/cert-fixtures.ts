// Replies for the certification pages' calls: dictionaries and banks the way the server answers them.
import type { Reply } from './fake-server';

const dicts: Record<string, [string, string][]> = {
  gender: [
    ['M', 'Male'],
    ['F', 'Female'],
  ],
  education: [
    ['HIGH_SCHOOL', 'High school'],
    ['COLLEGE_GRADUATE', 'College graduate'],
  ],
  marital_status: [
    ['SINGLE', 'Single'],
    ['MARRIED', 'Married'],
  ],
  work_status: [
    ['EMPLOYED_PRIVATE', 'Employed (private company)'],
    ['STUDENT', 'Student'],
  ],
  industry: [
    ['BPO', 'BPO / call center'],
    ['RETAIL', 'Retail and trade'],
  ],
  income_range: [
    ['10K_20K', '₱10,000 – ₱19,999 a month'],
    ['20K_30K', '₱20,000 – ₱29,999 a month'],
  ],
  salary_type: [
    ['MONTHLY', 'Monthly'],
    ['SEMI_MONTHLY', 'Twice a month (15th and 30th)'],
  ],
  relationship: [
    ['PARENT', 'Parent'],
    ['SIBLING', 'Brother or sister'],
    ['FRIEND', 'Friend'],
  ],
};

/** `GET /dict/getByType/{type}` for every certification dictionary. */
export const dictReplies: Record<string, Reply> = Object.fromEntries(
  Object.entries(dicts).map(([type, list]) => [`GET /dict/getByType/${type}`, { data: list.map(([key, value]) => ({ key, value })) }]),
);

/** A few entries of `GET /account/bankBranch`: e-wallets and banks. */
export const banks = [
  { bankCode: 'GCASH', bankName: 'GCash', kind: 'ewallet', digits: [11] },
  { bankCode: 'MAYA', bankName: 'Maya', kind: 'ewallet', digits: [11] },
  { bankCode: 'BDO', bankName: 'BDO Unibank', kind: 'bank', digits: [10, 12] },
  { bankCode: 'MBTC', bankName: 'Metrobank', kind: 'bank', digits: [13] },
  { bankCode: 'LBP', bankName: 'Landbank of the Philippines', kind: 'bank', digits: [10] },
  { bankCode: 'CBC', bankName: 'China Bank', kind: 'bank', digits: [10, 12] },
] as const;
