import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkContacts } from '../../../server/contacts/contacts-rules';
import { AppError } from '../../../server/app-error';
import { keyAndField } from '../refusal';

// A stand-in phone rule: digits only, 09 and nine more after dropping +63/63/0; the real one is injected.
const rule = (raw: unknown) => {
  const d = String(raw ?? '')
    .replace(/[\s-]/g, '')
    .replace(/^\+?63/, '0')
    .replace(/^9/, '09');
  if (!String(raw ?? '').trim()) throw new AppError(400, 'phoneEmpty');
  if (!/^09\d{9}$/.test(d)) throw new AppError(400, 'phoneFormat');
  return d;
};
const rel = new Set(['PARENT', 'SIBLING']);
const OWN = '09171234567';
const two = (a: object = {}, b: object = {}) => ({
  contacts: [
    { relationship: 'PARENT', name: 'Ana Cruz', phone: '0918 765 4321', ...a },
    { relationship: 'SIBLING', name: 'José dela Cruz', phone: '+63 919 000 1111', ...b },
  ],
});

const check = (body: Record<string, unknown>) => checkContacts(body, rel, OWN, rule);

test('two contacts are answered with phones in their stored form', () => {
  assert.equal(check(two()), [
    { relationship: 'PARENT', name: 'Ana Cruz', phone: '09187654321' },
    { relationship: 'SIBLING', name: 'José dela Cruz', phone: '09190001111' },
  ]);
});

test('exactly two contacts', () => {
  assert.equal(
    keyAndField(() => check({ contacts: [two().contacts[0]] })),
    ['contactsTwo', 'contacts'],
  );
  assert.equal(
    keyAndField(() => check({ contacts: [...two().contacts, two().contacts[0]] })),
    ['contactsTwo', 'contacts'],
  );
  assert.equal(
    keyAndField(() => check({})),
    ['contactsTwo', 'contacts'],
  );
});

test('each field is checked and named', () => {
  assert.equal(
    keyAndField(() => check(two({ relationship: 'BOSS' }))),
    ['dictChoice', 'contacts.0.relationship'],
  );
  assert.equal(
    keyAndField(() => check(two({}, { name: ' ' }))),
    ['contactName', 'contacts.1.name'],
  );
  assert.equal(
    keyAndField(() => check(two({}, { name: '1234' }))),
    ['contactName', 'contacts.1.name'],
  );
  assert.equal(
    keyAndField(() => check(two({ phone: '02 8123 4567' }))),
    ['phoneFormat', 'contacts.0.phone'],
  );
  assert.equal(
    keyAndField(() => check(two({}, { phone: '' }))),
    ['phoneEmpty', 'contacts.1.phone'],
  );
});

test("not the borrower's own number, not the same number twice", () => {
  assert.equal(
    keyAndField(() => check(two({}, { phone: '+639171234567' }))),
    ['contactSelf', 'contacts.1.phone'],
  );
  assert.equal(
    keyAndField(() => check(two({}, { phone: '0918-765-4321' }))),
    ['contactDuplicate', 'contacts.1.phone'],
  );
});

test.run();
