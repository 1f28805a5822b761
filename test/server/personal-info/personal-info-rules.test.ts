import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkBaseInfo, type DictKeys } from '../../../server/personal-info/personal-info-rules';
import { birthday, manilaDate } from '../../../server/certification/fields';
import { BASE_INFO } from '../../support/borrower-fixtures';
import { refusal } from '../refusal';

const dicts: DictKeys = new Map([
  ['gender', new Set(['M', 'F'])],
  ['education', new Set(['COLLEGE_GRADUATE'])],
  ['marital_status', new Set(['SINGLE'])],
  ['work_status', new Set(['EMPLOYED_PRIVATE', 'STUDENT'])],
  ['industry', new Set(['BPO'])],
  ['income_range', new Set(['20K_30K'])],
  ['salary_type', new Set(['SEMI_MONTHLY'])],
]);
// 26/11/2026 10:00 in Manila.
const NOW = Date.UTC(2026, 10, 26, 2, 0);
// The shared personal information, with an email to trim and lower-case and no children.
const good = { ...BASE_INFO, email: ' Maria.Santos@Example.com ', childrenCount: 0 };

const fieldOf = (over: Record<string, unknown>) => {
  const e = refusal(() => checkBaseInfo({ ...good, ...over }, dicts, NOW));
  assert.is(e.code, 400);
  return [(e.data as { field: string }).field, e.key];
};

test('good personal information is answered clean', () => {
  assert.equal(checkBaseInfo({ ...good, childrenCount: '2', payday: '31' }, dicts, NOW), {
    ...good,
    email: 'maria.santos@example.com',
    childrenCount: 2,
    payday: 31,
  });
});

test('each select field must be a key of its dictionary', () => {
  assert.equal(fieldOf({ gender: 'X' }), ['gender', 'dictChoice']);
  assert.equal(fieldOf({ income: '10000' }), ['income', 'dictChoice']);
  assert.equal(fieldOf({ salaryType: undefined }), ['salaryType', 'fieldRequired']);
  assert.equal(fieldOf({ maritalStatus: 'MARRIED' }), ['maritalStatus', 'dictChoice']);
});

test('children 0 to 20 and payday 1 to 31, whole numbers', () => {
  assert.equal(fieldOf({ childrenCount: 21 }), ['childrenCount', 'childrenCountRange']);
  assert.equal(fieldOf({ childrenCount: -1 }), ['childrenCount', 'childrenCountRange']);
  assert.equal(fieldOf({ childrenCount: 1.5 }), ['childrenCount', 'childrenCountRange']);
  assert.equal(fieldOf({ payday: 0 }), ['payday', 'paydayRange']);
  assert.equal(fieldOf({ payday: 32 }), ['payday', 'paydayRange']);
  assert.equal(fieldOf({ payday: 'fifteen' }), ['payday', 'paydayRange']);
});

test('the email must look like one', () => {
  for (const bad of ['maria', 'maria@', 'maria@example', 'ma ria@example.com', 'a@b.c'])
    assert.equal(fieldOf({ email: bad }), ['email', 'emailFormat'], bad);
  assert.equal(fieldOf({ email: '' }), ['email', 'fieldRequired']);
});

test('company name and address are required unless the borrower has no employer', () => {
  assert.equal(fieldOf({ companyName: ' ' }), ['companyName', 'fieldRequired']);
  assert.equal(fieldOf({ companyAddress: 'x'.repeat(201) }), ['companyAddress', 'invalidField']);
  const student = checkBaseInfo({ ...good, workStatus: 'STUDENT', companyName: '', companyAddress: undefined }, dicts, NOW);
  assert.equal([student.companyName, student.companyAddress], ['', '']);
});

test('birth dates are real DD/MM/YYYY dates, age 18 to 80 by the Philippine calendar', () => {
  const at = (v: string, now = NOW) => birthday({ b: v }, 'b', now);
  assert.is(at('1/2/1990'), '01/02/1990');
  assert.is(at('26/11/2008'), '26/11/2008', 'eighteen today');
  assert.is(at('26/11/1946'), '26/11/1946', 'eighty today');
  for (const bad of ['31/02/1990', '1990-02-01', '01/13/1990', '00/01/1990']) assert.is(refusal(() => at(bad)).key, 'birthdayFormat', bad);
  assert.is(refusal(() => at('27/11/2008')).key, 'birthdayAge');
  assert.is(refusal(() => at('25/11/1946')).key, 'birthdayAge');
  // 23:30 UTC on the 25th is already the 26th in Manila.
  assert.is(manilaDate(Date.UTC(2026, 10, 25, 23, 30)), 20261126);
  assert.is(at('26/11/2008', Date.UTC(2026, 10, 25, 23, 30)), '26/11/2008');
  assert.is(refusal(() => at('26/11/2008', Date.UTC(2026, 10, 25, 15, 30))).key, 'birthdayAge');
});

test.run();
