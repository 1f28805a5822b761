// Personal information (certification step two): the 13 fields of spec section 3 with the ranges
// of PRODUCT.md section 8. Select fields must be keys of their dictionary.
import type { BaseInfo } from '../../contract/certification';
import { birthday, dictChoice, email, requiredText, wholeNumber } from '../certification/fields';

/** Personal information as the API names it (PRODUCT.md section 8; the shared contract). */
export type BaseInfoInput = BaseInfo;

/** The dictionary behind each select field. */
export const BASE_INFO_DICTS = {
  gender: 'gender',
  education: 'education',
  maritalStatus: 'marital_status',
  workStatus: 'work_status',
  industry: 'industry',
  income: 'income_range',
  salaryType: 'salary_type',
} as const;

/** Work statuses without an employer: company name and address may stay empty. */
export const NO_EMPLOYER = new Set(['STUDENT', 'UNEMPLOYED', 'RETIRED']);

/** Keys of each dictionary, by dictionary type. */
export type DictKeys = ReadonlyMap<string, ReadonlySet<string>>;

/** The checked personal information; refuses the first wrong field (code 400, `data.field`). */
export function checkBaseInfo(body: Record<string, unknown>, dicts: DictKeys, now: number): BaseInfoInput {
  const pick = (field: keyof typeof BASE_INFO_DICTS) => dictChoice(body, field, dicts.get(BASE_INFO_DICTS[field]) ?? new Set());
  const gender = pick('gender');
  const born = birthday(body, 'birthday', now);
  const mail = email(body, 'email');
  const education = pick('education');
  const maritalStatus = pick('maritalStatus');
  const childrenCount = wholeNumber(body, 'childrenCount', 0, 20, 'childrenCountRange');
  const workStatus = pick('workStatus');
  const industry = pick('industry');
  const income = pick('income');
  const salaryType = pick('salaryType');
  const payday = wholeNumber(body, 'payday', 1, 31, 'paydayRange');
  const optional = NO_EMPLOYER.has(workStatus);
  const company = (field: string, max: number) => (optional && !String(body[field] ?? '').trim() ? '' : requiredText(body, field, max));
  return {
    gender,
    birthday: born,
    email: mail,
    education,
    maritalStatus,
    childrenCount,
    workStatus,
    industry,
    income,
    salaryType,
    payday,
    companyName: company('companyName', 100),
    companyAddress: company('companyAddress', 200),
  };
}
