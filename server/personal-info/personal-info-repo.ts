// The borrower's personal information (one row each), read and written in the API's field names.
import type { Db } from '../db/connection';
import type { BaseInfoInput } from './personal-info-rules';

/** Stores (or replaces) the borrower's personal information. */
export async function saveBaseInfo(db: Db, userId: number, v: BaseInfoInput, now: number): Promise<void> {
  const row = {
    gender: v.gender,
    birthday: v.birthday,
    email: v.email,
    education: v.education,
    marital_status: v.maritalStatus,
    children_count: v.childrenCount,
    work_status: v.workStatus,
    industry: v.industry,
    income: v.income,
    salary_type: v.salaryType,
    payday: v.payday,
    company_name: v.companyName,
    company_address: v.companyAddress,
    updated_at: now,
  };
  await db
    .insertInto('base_info')
    .values({ user_id: userId, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .execute();
}

/** The borrower's saved personal information, if any. */
export async function findBaseInfo(db: Db, userId: number): Promise<BaseInfoInput | undefined> {
  const r = await db.selectFrom('base_info').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return (
    r && {
      gender: r.gender,
      birthday: r.birthday,
      email: r.email,
      education: r.education,
      maritalStatus: r.marital_status,
      childrenCount: r.children_count,
      workStatus: r.work_status,
      industry: r.industry,
      income: r.income,
      salaryType: r.salary_type,
      payday: r.payday,
      companyName: r.company_name,
      companyAddress: r.company_address,
    }
  );
}
