// The payout account's holder must be the borrower whose ID was verified: one rule on both sides
// (the modify-bank form refuses at the field, the server refuses the save).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sameName } from '../../../contract/person-name';

const VERIFIED = 'Juan Santos Dela Cruz Jr.';

test('the verified name as a bank prints it is the same person', () => {
  for (const holder of [
    'Juan Santos Dela Cruz Jr.',
    'JUAN SANTOS DELA CRUZ',
    'juan dela cruz',
    'Juan S. Dela Cruz',
    'Dela Cruz, Juan Santos',
    '  Juan   Santos  Dela-Cruz ',
  ]) {
    assert.ok(sameName(holder, VERIFIED), holder);
  }
  assert.ok(sameName('Nino Pena', 'Niño Peña'));
  assert.ok(sameName('Ng', 'Ng'));
});

test('another person is refused: another given name, another surname, a middle name not on the ID', () => {
  for (const holder of ['Pedro Santos Dela Cruz', 'Juan Santos Reyes', 'Juan Pedro Dela Cruz', 'Juan P. Dela Cruz', 'Juan', 'Cruz']) {
    assert.not.ok(sameName(holder, VERIFIED), holder);
  }
  assert.not.ok(sameName('Ng Wei', 'Ng'));
});

test.run();
