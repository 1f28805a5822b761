import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bankAccountAction, checkCertified, checkStep, type Step, stepAction, stepAllowed } from '../../../server/certification/steps';
import { refusal } from '../refusal';

const order: [Step, number][] = [
  ['phoneCheck', 10],
  ['kyc', 20],
  ['baseInfo', 30],
  ['contacts', 40],
  ['bankAccount', 50],
];

test('each step is allowed at exactly its status', () => {
  for (const [step, at] of order) {
    for (const status of [0, 10, 20, 30, 40, 50, 60, 70])
      assert.is(stepAllowed(step, status), status === at || (at === 10 && status < 10), `${step} at ${status}`);
  }
});

test('before its status a step is refused with stepOrder, after it with stepDone, both code 409 with the status', () => {
  const early = refusal(() => checkStep('contacts', 30));
  assert.equal([early.code, early.key, early.data], [409, 'stepOrder', { bizStatus: 30 }]);
  const late = refusal(() => checkStep('kyc', 40));
  assert.equal([late.code, late.key, late.data], [409, 'stepDone', { bizStatus: 40 }]);
  assert.is(refusal(() => checkStep('phoneCheck', 20)).key, 'stepDone');
  assert.is(refusal(() => checkStep('kyc', 5)).key, 'stepOrder');
});

test('personal information and contacts, once saved, may be corrected until the credit decision (60), keeping the status', () => {
  assert.is(stepAction('baseInfo', 30), 'complete');
  assert.is(stepAction('baseInfo', 40), 'correct');
  assert.is(stepAction('baseInfo', 50), 'correct');
  assert.is(stepAction('contacts', 40), 'complete');
  assert.is(stepAction('contacts', 50), 'correct');
  for (const step of ['baseInfo', 'contacts'] as const) {
    const decided = refusal(() => stepAction(step, 60));
    assert.equal([decided.code, decided.key, decided.data], [409, 'stepDecided', { bizStatus: 60 }]);
  }
  assert.is(refusal(() => stepAction('contacts', 30)).key, 'stepOrder');
  // The identity is checked against the photos and the face: it is not corrected by a new save.
  assert.is(refusal(() => stepAction('kyc', 40)).key, 'stepDone');
  assert.is(refusal(() => stepAction('phoneCheck', 30)).key, 'stepDone');
});

test('the bank account certifies at 50, is modified once certified, and is refused before', () => {
  assert.is(bankAccountAction(50), 'certify');
  assert.is(bankAccountAction(60), 'modify');
  assert.is(bankAccountAction(70), 'modify');
  assert.is(refusal(() => bankAccountAction(40)).key, 'stepOrder');
});

test('certified means 60 or more', () => {
  checkCertified(60);
  assert.is(refusal(() => checkCertified(50)).key, 'notCertified');
});

test.run();
