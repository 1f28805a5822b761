// Personal information (certification step two): the 13 fields of spec section 3 with the ranges
// of PRODUCT.md section 8. Select fields must be keys of their dictionary.
import type { BaseInfo } from '../../contract/certification';
import { BASE_INFO_DICTS, BASE_INFO_LIMITS as LIMITS, companyOptional } from '../../contract/personal-info';
import { birthday, dictChoice, email, requiredText, wholeNumber } from '../certification/fields';

export { BASE_INFO_DICTS };

/** Personal information as the API names it (PRODUCT.md section 8; the shared contract). */
export type BaseInfoInput = BaseInfo;

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
  const childrenCount = wholeNumber(body, 'childrenCount', ...LIMITS.childrenCount, 'childrenCountRange');
  const workStatus = pick('workStatus');
  const industry = pick('industry');
  const income = pick('income');
  const salaryType = pick('salaryType');
  const payday = wholeNumber(body, 'payday', ...LIMITS.payday, 'paydayRange');
  const optional = companyOptional(workStatus);
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
    companyName: company('companyName', LIMITS.companyName),
    companyAddress: company('companyAddress', LIMITS.companyAddress),
  };
}
