import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkAccount, maskAccountNo } from '../../../server/bank-account/account-rules';
import { BANKS } from '../../../server/bank-account/banks';
import { AppError } from '../../../server/app-error';
import { keyAndField } from '../refusal';

const rule = (raw: unknown) => {
  const d = String(raw ?? '')
    .replace(/[\s-]/g, '')
    .replace(/^\+?63/, '0');
  if (!/^09\d{9}$/.test(d)) throw new AppError(400, 'phoneFormat');
  return d;
};
const check = (body: Record<string, unknown>) => checkAccount({ accountName: 'Maria Santos', ...body }, rule);

test('the list holds the major banks and e-wallets, codes unique, e-wallets 11 digits', () => {
  const codes = BANKS.map((b) => b.bankCode);
  assert.is(new Set(codes).size, codes.length);
  for (const c of [
    'GCASH',
    'MAYA',
    'GOTYME',
    'SHOPEEPAY',
    'BDO',
    'BPI',
    'MBTC',
    'LBP',
    'PNB',
    'SECB',
    'UBP',
    'RCBC',
    'CBC',
    'EWB',
    'PSB',
    'AUB',
    'MAYBANK',
    'CIMB',
    'TONIK',
    'SEABANK',
  ])
    assert.ok(codes.includes(c), c);
  for (const b of BANKS) {
    assert.ok(b.digits.length && b.digits.every((n) => n >= 8 && n <= 16), b.bankCode);
    if (b.kind === 'ewallet') assert.equal(b.digits, [11]);
  }
});

test('a bank account number of an allowed length is kept as digits', () => {
  assert.equal(check({ bankCode: 'BDO', accountNo: '0012 3456 7890' }), {
    bank: BANKS.find((b) => b.bankCode === 'BDO')!,
    accountNo: '001234567890',
    accountName: 'Maria Santos',
  });
  assert.is(check({ bankCode: 'BPI', accountNo: '1234-5678-90' }).accountNo, '1234567890');
});

test('a wrong length or non-digits are refused naming the lengths', () => {
  assert.equal(
    keyAndField(() => check({ bankCode: 'BPI', accountNo: '123456789' })),
    ['accountNoFormat', 'accountNo'],
  );
  assert.equal(
    keyAndField(() => check({ bankCode: 'MBTC', accountNo: '12345678901a3' })),
    ['accountNoFormat', 'accountNo'],
  );
  try {
    check({ bankCode: 'BDO', accountNo: '1' });
  } catch (e) {
    assert.equal((e as AppError).params, { digits: '10 / 12' });
  }
});

test("an e-wallet account is the holder's mobile number, in its stored form", () => {
  assert.is(check({ bankCode: 'GCASH', accountNo: '+63 917 123 4567' }).accountNo, '09171234567');
  assert.equal(
    keyAndField(() => check({ bankCode: 'MAYA', accountNo: '1234567890' })),
    ['walletNoFormat', 'accountNo'],
  );
});

test('unknown bank, missing number and a bad holder name are refused', () => {
  assert.equal(
    keyAndField(() => check({ bankCode: 'NOPE', accountNo: '1234567890' })),
    ['bankUnknown', 'bankCode'],
  );
  assert.equal(
    keyAndField(() => check({ bankCode: 'BPI', accountNo: '' })),
    ['fieldRequired', 'accountNo'],
  );
  assert.equal(
    keyAndField(() => check({ bankCode: 'BPI', accountNo: '1234567890', accountName: '' })),
    ['accountName', 'accountName'],
  );
});

test('masking keeps only the last four digits', () => {
  assert.is(maskAccountNo('001234567890'), '********7890');
  assert.is(maskAccountNo('09171234567'), '*******4567');
  assert.is(maskAccountNo('123'), '123');
});

test.run();
