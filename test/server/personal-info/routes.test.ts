import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../harness';
import { borrower, GOOD, PHONES, setStatus, walkTo } from '../certification/cert-helpers';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer();
});
test.after.each(() => s.close());

const save = (b: Awaited<ReturnType<typeof borrower>>, over: object = {}) =>
  b.call('POST', '/userBaseInfo/updateBaseInfo', { ...GOOD.baseInfo, ...over });

test('infoView is {} before KYC, pre-filled with the KYC name and birth date after it', async () => {
  const a = await borrower(s);
  assert.equal((await a.call('GET', '/userBaseInfo/infoView')).data, {});
  await walkTo(s, a, 30);
  assert.equal((await a.call('GET', '/userBaseInfo/infoView')).data, { fullName: 'Maria Clara Santos', birthday: '15/06/1995' });
});

test("each wrong field is refused with code 400 naming it, in the caller's language, and nothing changes", async () => {
  const a = await borrower(s);
  await setStatus(s, a.userId, 30);
  const cases: [object, string][] = [
    [{ gender: 'X' }, 'gender'],
    [{ birthday: '1995-06-15' }, 'birthday'],
    [{ email: 'maria@' }, 'email'],
    [{ education: 'PHD' }, 'education'],
    [{ maritalStatus: '' }, 'maritalStatus'],
    [{ childrenCount: 21 }, 'childrenCount'],
    [{ workStatus: 'ASTRONAUT' }, 'workStatus'],
    [{ industry: 'SPACE' }, 'industry'],
    [{ income: '1000000' }, 'income'],
    [{ salaryType: 'YEARLY' }, 'salaryType'],
    [{ payday: 0 }, 'payday'],
    [{ payday: 32 }, 'payday'],
    [{ companyName: '' }, 'companyName'],
    [{ companyAddress: ' ' }, 'companyAddress'],
  ];
  for (const [over, field] of cases) {
    const out = await save(a, over);
    assert.equal([out.code, out.data], [400, { field }], field);
  }
  const es = await s.call(
    'POST',
    '/api/user/userBaseInfo/updateBaseInfo',
    { ...GOOD.baseInfo, payday: 40 },
    { Authentication: a.token, 'Accept-Language': 'es' },
  );
  assert.is(es.msg, 'El día de pago debe ser un día del mes entre 1 y 31');
  assert.is((await a.call('GET', '/user/status')).data.bizStatus, 30);
  assert.equal((await a.call('GET', '/userBaseInfo/infoView')).data, {});
});

test('saving moves 30 to 40; before 30 it is refused; once saved it may be corrected until the credit decision', async () => {
  const a = await borrower(s);
  await setStatus(s, a.userId, 20);
  assert.equal((await save(a)).data, { bizStatus: 20 });
  assert.is((await save(a)).code, 409);
  await setStatus(s, a.userId, 30);
  assert.equal((await save(a)).data, { bizStatus: 40 });
  assert.equal((await save(a, { email: 'fixed@example.com' })).data, { bizStatus: 40 }, 'a correction keeps the status');
  assert.is((await a.call('GET', '/userBaseInfo/infoView')).data.email, 'fixed@example.com');
  await setStatus(s, a.userId, 50);
  assert.equal((await save(a, { email: 'again@example.com' })).data, { bizStatus: 50 });
  await setStatus(s, a.userId, 60);
  const decided = await save(a, { email: 'late@example.com' });
  assert.equal([decided.code, decided.msg], [409, 'Your credit decision is made: this step can no longer be changed here']);
  assert.is((await a.call('GET', '/userBaseInfo/infoView')).data.email, 'again@example.com');
});

test("borrower B neither reads nor writes A's personal information", async () => {
  const a = await borrower(s);
  const b = await borrower(s, PHONES.b);
  await setStatus(s, a.userId, 30);
  await save(a);
  assert.equal((await b.call('GET', '/userBaseInfo/infoView')).data, {});
  assert.is((await save(b, { email: 'b@example.com' })).code, 409);
  assert.is((await a.call('GET', '/userBaseInfo/infoView')).data.email, 'maria@example.com');
});

test('numbers may come as text, blank numbers are refused, and a student may leave the company empty', async () => {
  const a = await borrower(s);
  await setStatus(s, a.userId, 30);
  assert.equal((await save(a, { childrenCount: '' })).data, { field: 'childrenCount' });
  assert.equal((await save(a, { payday: ' ' })).data, { field: 'payday' });
  const out = await save(a, { workStatus: 'STUDENT', companyName: null, companyAddress: undefined, childrenCount: '0', payday: '30' });
  assert.equal(out.data, { bizStatus: 40 });
  const view = (await a.call('GET', '/userBaseInfo/infoView')).data;
  assert.equal([view.companyName, view.companyAddress, view.childrenCount, view.payday], ['', '', 0, 30]);
});

test.run();
