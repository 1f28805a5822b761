import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as v from 'valibot';
import { money } from '../../../server/http/fields';
import { APPLY, as, certifiedBorrower } from '../borrow/borrow-helpers';
import { clientOpen, clientSealText, startTestServer, type TestServer } from '../harness';
import { rng } from '../repay/random';
import { disbursedLoan } from '../repay/repay-helpers';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer({ AUTO_DECIDE_MS: '0' });
});
test.after.each(() => s.close());

/** Spellings of an acceptable amount that are not money: each would have been read as `n` (or near it) by Number(). */
const notMoney = (n: number) => [
  `0x${n.toString(16)}`,
  `${n / 1000}e3`,
  `${n}.0`,
  `${n}.5`,
  n + 0.5,
  -n,
  `-${n}`,
  `+${n}`,
  ` ${n}`,
  `${n} `,
  `0b${n.toString(2)}`,
  '',
  true,
  [n],
  { n },
];

test('quote and applyLoan: every money field refuses what is not whole centavos, and books nothing', async () => {
  const api = as(s, (await certifiedBorrower(s)).token);
  for (const amount of notMoney(500_000)) {
    const q = await api.post('/product/quote', { ...APPLY, amount });
    assert.is(q.code, 400, `quote ${JSON.stringify(amount)}`);
    const a = await api.post('/product/applyLoan', { ...APPLY, amount }, `apply-${Math.random()}`);
    assert.is(a.code, 400, `applyLoan ${JSON.stringify(amount)}`);
  }
  assert.is((await s.db.selectFrom('bill').selectAll().execute()).length, 0);
  // A form's digits and a JSON integer are both money.
  assert.is((await api.post('/product/quote', { ...APPLY, amount: '500000' })).data.amount, 500_000);
  assert.is((await api.post('/product/applyLoan', { ...APPLY, amount: '500000' }, 'apply-digits-1')).code, 200);
});

test('guidance apply refuses what is not whole centavos', async () => {
  const api = as(s, (await certifiedBorrower(s)).token);
  for (const applyTotalAmount of notMoney(600_000)) {
    const r = await api.post('/preorder/guidance/apply', { applyTotalAmount, products: ['QUICK'] });
    assert.is(r.code, 400, JSON.stringify(applyTotalAmount));
  }
  assert.is((await s.db.selectFrom('coupon').selectAll().execute()).length, 0);
  assert.is((await api.post('/preorder/guidance/apply', { applyTotalAmount: '600000', products: ['QUICK'] })).code, 200);
});

test('repay/code refuses what is not whole centavos ("0x10" no longer makes a 16-centavo code)', async () => {
  const { api, repayId } = await disbursedLoan(s);
  for (const amount of [...notMoney(16), ...notMoney(100_000)]) {
    const r = await api.post('/repay/code', { repayId, kind: 'repay', amount, channel: 'gcash' }, `code-${Math.random()}`);
    assert.is(r.code, 400, JSON.stringify(amount));
  }
  assert.is((await s.db.selectFrom('repay_code').selectAll().execute()).length, 0);
  assert.is((await api.post('/repay/code', { repayId, kind: 'repay', amount: '16', channel: 'gcash' }, 'code-digits-1')).data.amount, 16);
});

// JSON.parse reads each of these as the whole number: only the body's text tells them from digits.
const numberForms = (n: number) => [
  `${n / 1000}e3`,
  `${n / 1000}E3`,
  `${n / 1000}.0e3`,
  `${n}.0`,
  `${n / 1000}e+3`,
  `${n * 10}e-1`,
  `${n}.000`,
];

/** Posts a body written as `text` (in the envelope), as a client other than ours could write it. */
async function postText(path: string, text: string, token: string, key?: string) {
  const headers: Record<string, string> = { EFLAG: '1', 'Content-Type': 'application/json', Authentication: token };
  if (key) headers['Idempotency-Key'] = key;
  const body = JSON.stringify({ payload: clientSealText(text, s.config.envelopeKey.toString('hex')) });
  const res = await s.app.request(`/api/user${path}`, { method: 'POST', headers, body });
  return clientOpen((await res.json()).payload, s.config.envelopeKey.toString('hex')) as { code: number; data: any; msg: string };
}

test('every money field refuses a JSON number written as 1e3 or 1000.0 in the body, and books nothing', async () => {
  const b = await certifiedBorrower(s);
  const apply = (amount: string) => `{"productCode":"QUICK","amount":${amount},"term":7,"agreementAccepted":true}`;
  for (const form of numberForms(500_000)) {
    assert.is((await postText('/product/quote', apply(form), b.token)).code, 400, `quote ${form}`);
    assert.is((await postText('/product/applyLoan', apply(form), b.token, `apply-${Math.random()}`)).code, 400, `applyLoan ${form}`);
  }
  for (const form of numberForms(600_000)) {
    const r = await postText('/preorder/guidance/apply', `{"applyTotalAmount":${form},"products":["QUICK"]}`, b.token);
    assert.is(r.code, 400, `guidance ${form}`);
  }
  assert.is((await s.db.selectFrom('bill').selectAll().execute()).length, 0);
  assert.is((await s.db.selectFrom('coupon').selectAll().execute()).length, 0);
  assert.is((await postText('/product/quote', apply('500000'), b.token)).data.amount, 500_000, 'digits are money');
});

test('repay/code refuses a JSON number written as 1e3 or 1000.0 in the body', async () => {
  const { token, repayId } = await disbursedLoan(s);
  const code = (amount: string) => `{"repayId":"${repayId}","kind":"repay","amount":${amount},"channel":"gcash"}`;
  for (const form of numberForms(100_000)) {
    const r = await postText('/repay/code', code(form), token, `code-${Math.random()}`);
    assert.is(r.code, 400, form);
  }
  assert.is((await s.db.selectFrom('repay_code').selectAll().execute()).length, 0);
  assert.is((await postText('/repay/code', code('100000'), token, 'code-digits-2')).data.amount, 100_000);
});

test('property: the money schema takes exactly the JSON integers and digit strings in range, as that number', () => {
  const schema = money(1, 1e9);
  const alphabet = '0123456789-+.exXbB ,_';
  for (let seed = 1; seed <= 3000; seed++) {
    const r = rng(seed);
    const text = Array.from({ length: r.int(0, 12) }, () => alphabet[r.int(0, alphabet.length - 1)]).join('');
    const got = v.safeParse(schema, text);
    const isMoney = /^[0-9]+$/.test(text) && Number(text) >= 1 && Number(text) <= 1e9;
    assert.is(got.success, isMoney, `seed ${seed}: ${JSON.stringify(text)}`);
    if (got.success) assert.is(got.output, Number(text));
    const n = r.int(-2e9, 2e9) / (r.int(0, 3) ? 1 : 100);
    const num = v.safeParse(schema, n);
    assert.is(num.success, Number.isInteger(n) && n >= 1 && n <= 1e9, `seed ${seed}: ${n}`);
  }
});

test.run();
