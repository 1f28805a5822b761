// One person-name rule on both sides of the wire: each name the identity form, the contacts form
// and the bank-account form take is one the server takes, and each one they refuse it refuses.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanPersonName, isPersonName } from '../../../contract/person-name';
import { personName } from '../../../server/certification/fields';
import { accountErrors } from '../../../src/features/bank-account/account-rules';
import { contactErrors } from '../../../src/features/contacts/contacts-rules';
import { fullNameProblem } from '../../../src/features/identity/identity-rules';

const FILIPINO_NAMES = [
  'Juan dela Cruz',
  'Ma. Cristina Santos-Reyes',
  'José Protasio Rizal Jr.',
  'Dela Cruz, Juan Jr.',
  'Niño Peña',
  'Santos, Maria Leonor III',
  "Ana D'Souza",
  'Ana D’Souza',
  'Lê Thị Hoa',
  'Ng',
];
const REFUSED = ['J', 'Juan 2nd', '<b>Juan</b>', ',Juan', '.Juan', '-Juan', 'Juan_Cruz', 'Juan@dela', 'A'.repeat(101)];

const bank = { bankCode: 'BDO', bankName: 'BDO', kind: 'bank' as const, digits: [10] };
const clientTakes = (name: string) => {
  const identity = fullNameProblem(name) === null;
  const account = !accountErrors({ bankCode: 'BDO', accountNo: '0123456789', accountName: name }, bank).accountName;
  const contacts = !contactErrors([{ relationship: 'parent', name, phone: '09171234567' }], undefined)[0].name;
  return [identity, account, contacts];
};
const serverTakes = (name: string) => {
  try {
    personName({ n: name }, 'n');
    return true;
  } catch {
    return false;
  }
};

test('Filipino names as IDs print them pass on the client (three forms) and on the server', () => {
  for (const name of FILIPINO_NAMES) {
    assert.ok(isPersonName(name), name);
    assert.equal(clientTakes(name), [true, true, true], name);
    assert.ok(serverTakes(name), name);
  }
});

test('digits, markup, a leading mark of punctuation, one letter or over 100 characters fail on both sides', () => {
  for (const name of REFUSED) {
    assert.not.ok(isPersonName(name), name);
    assert.equal(clientTakes(name), [false, false, false], name);
    assert.not.ok(serverTakes(name), name);
  }
});

test('the name is sent and stored as cleaned: trimmed, inner spaces made one', () => {
  assert.is(cleanPersonName('  Juan   dela\tCruz '), 'Juan dela Cruz');
  assert.is(personName({ n: '  Juan   dela Cruz ' }, 'n'), 'Juan dela Cruz');
  assert.ok(isPersonName('A'.repeat(100)));
});

test.run();
