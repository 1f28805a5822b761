import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../harness';
import { borrower, GOOD, PHONES, setStatus } from '../certification/cert-helpers';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer();
});
test.after.each(() => s.close());

const two = (a: object = {}, b: object = {}) => ({
  contacts: [
    { ...GOOD.contacts.contacts[0], ...a },
    { ...GOOD.contacts.contacts[1], ...b },
  ],
});

test('two contacts move 40 to 50 and read back in order', async () => {
  const a = await borrower(s);
  await setStatus(s, a.userId, 40);
  assert.equal((await a.call('GET', '/contacts')).data, { contacts: [] });
  assert.equal((await a.call('POST', '/contacts/saveUserContacts', GOOD.contacts)).data, { bizStatus: 50 });
  assert.equal((await a.call('GET', '/contacts')).data, GOOD.contacts);
});

test("each contact is checked: relationship, name, phone format, not the borrower's own, not twice", async () => {
  const a = await borrower(s);
  await setStatus(s, a.userId, 40);
  const cases: [object, string, string][] = [
    [{ contacts: [GOOD.contacts.contacts[0]] }, 'contacts', 'Please enter two emergency contacts'],
    [two({ relationship: 'BOSS' }), 'contacts.0.relationship', 'Please choose one of the options for "contacts.0.relationship"'],
    [two({}, { name: '' }), 'contacts.1.name', "Please enter the contact's name"],
    [two({ phone: '0281234567x' }), 'contacts.0.phone', 'Please check the phone number format'],
    [two({}, { phone: a.phone }), 'contacts.1.phone', 'An emergency contact cannot have your own number'],
    [two({}, { phone: PHONES.c1 }), 'contacts.1.phone', 'The two emergency contacts must have different numbers'],
  ];
  for (const [body, field, msg] of cases) {
    const out = await a.call('POST', '/contacts/saveUserContacts', body);
    assert.equal([out.code, out.data, out.msg], [400, { field }, msg], field);
  }
  assert.is((await a.call('GET', '/user/status')).data.bizStatus, 40);
  assert.equal((await a.call('GET', '/contacts')).data, { contacts: [] });
});

test('before step three and after the credit decision the contacts are refused and nothing is stored', async () => {
  const a = await borrower(s);
  for (const status of [30, 60]) {
    await setStatus(s, a.userId, status);
    const out = await a.call('POST', '/contacts/saveUserContacts', GOOD.contacts);
    assert.equal([out.code, out.data], [409, { bizStatus: status }]);
  }
  assert.is((await s.db.selectFrom('emergency_contact').selectAll().execute()).length, 0);
});

test('saved contacts may be corrected at step four, before the credit decision; the status stays 50', async () => {
  const a = await borrower(s);
  await setStatus(s, a.userId, 40);
  assert.equal((await a.call('POST', '/contacts/saveUserContacts', GOOD.contacts)).data, { bizStatus: 50 });
  const fixed = { contacts: [GOOD.contacts.contacts[0], { ...GOOD.contacts.contacts[1], name: 'Jose Rizal Santos' }] };
  assert.equal((await a.call('POST', '/contacts/saveUserContacts', fixed)).data, { bizStatus: 50 });
  assert.equal((await a.call('GET', '/contacts')).data, fixed);
  assert.is((await a.call('GET', '/user/status')).data.bizStatus, 50);
});

test("borrower B cannot read A's contacts", async () => {
  const a = await borrower(s);
  const b = await borrower(s, PHONES.b);
  await setStatus(s, a.userId, 40);
  await a.call('POST', '/contacts/saveUserContacts', GOOD.contacts);
  assert.equal((await b.call('GET', '/contacts')).data, { contacts: [] });
});

test.run();
