import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { baseInfoErrors, EMPTY_FORM, toBaseInfo } from '../../../../src/features/personal-info/personal-info-rules';

const valid = {
  ...EMPTY_FORM,
  gender: 'M',
  birthday: '01/02/1990',
  email: 'a@b.ph',
  education: 'HIGH_SCHOOL',
  maritalStatus: 'SINGLE',
  childrenCount: '0',
  workStatus: 'EMPLOYED_PRIVATE',
  industry: 'BPO',
  income: '10K_20K',
  salaryType: 'MONTHLY',
  payday: '30',
  companyName: 'Acme',
  companyAddress: 'Makati',
};

test('a complete form has no errors and becomes the request with numbers as numbers', () => {
  assert.equal(baseInfoErrors(valid), {});
  const body = toBaseInfo(valid);
  assert.is(body.childrenCount, 0);
  assert.is(body.payday, 30);
});

test('no birth date chosen, or not a real day, asks for one', () => {
  assert.is(baseInfoErrors({ ...valid, birthday: '' }).birthday, 'info.birthdayRequired');
  assert.is(baseInfoErrors({ ...valid, birthday: '31/02/1990' }).birthday, 'info.birthdayRequired');
});

test('ranges: children 0 to 20, payday 1 to 31, whole numbers only', () => {
  assert.is(baseInfoErrors({ ...valid, childrenCount: '20' }).childrenCount, undefined);
  assert.is(baseInfoErrors({ ...valid, childrenCount: '-1' }).childrenCount, 'info.childrenRange');
  assert.is(baseInfoErrors({ ...valid, childrenCount: '1.5' }).childrenCount, 'info.childrenRange');
  assert.is(baseInfoErrors({ ...valid, payday: '0' }).payday, 'info.paydayRange');
  assert.is(baseInfoErrors({ ...valid, payday: '31' }).payday, undefined);
});

test('company texts over the server’s limits are refused before sending', () => {
  assert.is(baseInfoErrors({ ...valid, companyName: 'x'.repeat(101) }).companyName, 'info.tooLong');
  assert.is(baseInfoErrors({ ...valid, companyAddress: 'x'.repeat(201) }).companyAddress, 'info.tooLong');
});

test.run();
