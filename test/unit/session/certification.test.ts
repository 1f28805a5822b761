import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BizStatus, facialSteps, homeForStatus, isCertified, needsAuthReport, nextFacialStep } from '../../../src/session/certification';

const STATUSES = [0, 10, 20, 30, 40, 50, 60, 70];

test('the status numbers are those of PRODUCT.md section 3', () => {
  assert.equal(
    [BizStatus.New, BizStatus.Identity, BizStatus.PersonalInfo, BizStatus.Contacts, BizStatus.BankAccount, BizStatus.Certified],
    [10, 20, 30, 40, 50, 60],
  );
});

test('certified means 60 or more', () => {
  assert.equal(STATUSES.map(isCertified), [false, false, false, false, false, false, true, true]);
});

test('the steps are data: each has its path, the status it needs in order, and its title key', () => {
  assert.equal(
    facialSteps.map((s) => s.path),
    ['/facial-auth/step-one', '/facial-auth/step-two', '/facial-auth/step-three', '/facial-auth/step-four'],
  );
  assert.equal(
    facialSteps.map((s) => s.required),
    [20, 30, 40, 50],
  );
  assert.equal(
    facialSteps.map((s) => s.titleKey),
    ['route.stepOne', 'route.stepTwo', 'route.stepThree', 'route.stepFour'],
  );
});

test('a status between new and certified is sent to the step it has reached', () => {
  for (const s of facialSteps) assert.is(homeForStatus(s.required), s.path);
  assert.is(homeForStatus(35), '/facial-auth/step-two');
});

test('the next step of each step is the one after it; the last has none', () => {
  assert.equal(
    ['step-one', 'step-two', 'step-three', 'step-four', 'nope'].map((s) => nextFacialStep(s)?.step),
    ['step-two', 'step-three', 'step-four', undefined, undefined],
  );
});

test('the authentication report goes for statuses above 10 and below 60 only', () => {
  assert.equal(STATUSES.map(needsAuthReport), [false, false, true, true, true, true, false, false]);
  assert.ok(needsAuthReport(11));
  assert.ok(needsAuthReport(59));
});

test.run();
