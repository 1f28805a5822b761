import type { BaseInfo } from '../../../contract/certification';
import {
  BASE_INFO_DICTS as SELECT_DICTS,
  BASE_INFO_LIMITS,
  companyOptional,
  EMAIL_PATTERN,
  PAYDAY_NAMED_BY,
} from '../../../contract/personal-info';
import { parseDayMonthYear } from '../../../contract/calendar';
import type { MessageKey } from '../../i18n/message-key';

/** The form as typed: every field a string (numbers are typed, then checked). */
export type BaseInfoForm = Record<keyof BaseInfo, string>;
type Errors = Partial<Record<keyof BaseInfo, MessageKey>>;

export { companyOptional, SELECT_DICTS };

/** The payday the salary type already names (twice a month: the 15th), or undefined when the form asks for one. */
export const namedPayday = (salaryType: string): number | undefined => PAYDAY_NAMED_BY[salaryType];

const TEXTS = ['birthday', 'email', 'childrenCount', 'payday', 'companyName', 'companyAddress'] as const;
/** An empty form. */
export const EMPTY_FORM = Object.fromEntries([...Object.keys(SELECT_DICTS), ...TEXTS].map((k) => [k, ''])) as BaseInfoForm;
/** Limits the server keeps for the free-text fields. */
export const MAX = {
  companyName: BASE_INFO_LIMITS.companyName,
  companyAddress: BASE_INFO_LIMITS.companyAddress,
  email: BASE_INFO_LIMITS.email,
} as const;

const whole = (text: string, min: number, max: number) => /^\d{1,3}$/.test(text.trim()) && +text >= min && +text <= max;

/** Each wrong field's message key (the same rules as the server's, checked before sending). */
export function baseInfoErrors(f: BaseInfoForm): Errors {
  const e: Errors = {};
  for (const k of Object.keys(SELECT_DICTS) as (keyof typeof SELECT_DICTS)[]) if (!f[k]) e[k] = 'info.choose';
  if (!parseDayMonthYear(f.birthday)) e.birthday = 'info.birthdayRequired';
  const mail = f.email.trim();
  if (!mail) e.email = 'info.emailRequired';
  else if (mail.length > MAX.email || !EMAIL_PATTERN.test(mail)) e.email = 'info.emailFormat';
  if (!whole(f.childrenCount, ...BASE_INFO_LIMITS.childrenCount)) e.childrenCount = 'info.childrenRange';
  if (namedPayday(f.salaryType) === undefined && !whole(f.payday, ...BASE_INFO_LIMITS.payday)) e.payday = 'info.paydayRange';
  for (const k of ['companyName', 'companyAddress'] as const) {
    const v = f[k].trim();
    if (v.length > MAX[k]) e[k] = 'info.tooLong';
    else if (!v && !companyOptional(f.workStatus)) e[k] = k === 'companyName' ? 'info.companyNameRequired' : 'info.companyAddressRequired';
  }
  return e;
}

/** The request body of a checked form. */
export function toBaseInfo(f: BaseInfoForm): BaseInfo {
  const t = (k: 'companyName' | 'companyAddress') => f[k].trim();
  return {
    ...f,
    email: f.email.trim().toLowerCase(),
    childrenCount: +f.childrenCount,
    payday: namedPayday(f.salaryType) ?? +f.payday,
    companyName: t('companyName'),
    companyAddress: t('companyAddress'),
  };
}

/** Saved answers (`infoView`) as form text; fields the form does not hold (the KYC name) are left out. */
export function fromSaved(saved: Partial<BaseInfo>): Partial<BaseInfoForm> {
  return Object.fromEntries(
    Object.entries(saved)
      .filter(([k, v]) => k in EMPTY_FORM && v != null)
      .map(([k, v]) => [k, String(v)]),
  );
}
