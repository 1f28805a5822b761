import type { BaseInfo } from '../../api/contract/certification';
import { parseDate } from '../../i18n/format';
import type { MessageKey } from '../../i18n/message-key';

/** The form as typed: every field a string (numbers are typed, then checked). */
export type BaseInfoForm = Record<keyof BaseInfo, string>;

/** An empty form. */
export const EMPTY_FORM: BaseInfoForm = {
  gender: '', birthday: '', email: '', education: '', maritalStatus: '', childrenCount: '', workStatus: '',
  industry: '', income: '', salaryType: '', payday: '', companyName: '', companyAddress: '',
};

/** The dictionary behind each select (the server's seeded types). */
export const SELECT_DICTS = {
  gender: 'gender',
  education: 'education',
  maritalStatus: 'marital_status',
  workStatus: 'work_status',
  industry: 'industry',
  income: 'income_range',
  salaryType: 'salary_type',
} as const;

// The server's rule: work statuses without an employer may leave the company empty.
const NO_EMPLOYER = new Set(['STUDENT', 'UNEMPLOYED', 'RETIRED']);
/** Limits the server keeps for the free-text fields. */
export const MAX = { companyName: 100, companyAddress: 200, email: 254 } as const;
const EMAIL = /^[^\s@]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/;

/** True when the company fields may stay empty for this work status. */
export const companyOptional = (workStatus: string) => NO_EMPLOYER.has(workStatus);

const whole = (text: string, min: number, max: number) => /^\d{1,3}$/.test(text.trim()) && +text >= min && +text <= max;

/** Each wrong field's message key (the same rules as the server's, checked before sending). */
export function baseInfoErrors(f: BaseInfoForm): Partial<Record<keyof BaseInfo, MessageKey>> {
  const e: Partial<Record<keyof BaseInfo, MessageKey>> = {};
  for (const k of Object.keys(SELECT_DICTS) as (keyof typeof SELECT_DICTS)[]) if (!f[k]) e[k] = 'info.choose';
  if (!parseDate(f.birthday)) e.birthday = 'info.birthdayRequired';
  const mail = f.email.trim().toLowerCase();
  if (!mail) e.email = 'info.emailRequired';
  else if (mail.length > MAX.email || !EMAIL.test(mail)) e.email = 'info.emailFormat';
  if (!whole(f.childrenCount, 0, 20)) e.childrenCount = 'info.childrenRange';
  if (!whole(f.payday, 1, 31)) e.payday = 'info.paydayRange';
  const optional = companyOptional(f.workStatus);
  if (!f.companyName.trim() && !optional) e.companyName = 'info.companyNameRequired';
  else if (f.companyName.trim().length > MAX.companyName) e.companyName = 'info.tooLong';
  if (!f.companyAddress.trim() && !optional) e.companyAddress = 'info.companyAddressRequired';
  else if (f.companyAddress.trim().length > MAX.companyAddress) e.companyAddress = 'info.tooLong';
  return e;
}

/** The request body of a checked form. */
export function toBaseInfo(f: BaseInfoForm): BaseInfo {
  return {
    ...f,
    email: f.email.trim().toLowerCase(),
    childrenCount: Number(f.childrenCount),
    payday: Number(f.payday),
    companyName: f.companyName.trim(),
    companyAddress: f.companyAddress.trim(),
  };
}

/** Saved answers (`infoView`) as form text. */
export function fromSaved(saved: Partial<BaseInfo>): Partial<BaseInfoForm> {
  const out: Partial<BaseInfoForm> = {};
  for (const [k, v] of Object.entries(saved)) if (k in EMPTY_FORM && v !== undefined && v !== null) out[k as keyof BaseInfo] = String(v);
  return out;
}
