import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatMoney, formatRate } from '../../../src/i18n/format';
import { formatDate } from '../../../src/i18n/format-date';
import { setLocale } from '../../../src/i18n/i18n';

test.after.each(() => setLocale('en'));

test('whole pesos show no decimals, with English grouping: 6,000,000 centavos is ₱60,000', () => {
  assert.is(formatMoney(6000000), '₱60,000');
  assert.is(formatMoney(0), '₱0');
});

test('an amount with centavos shows exactly two decimals', () => {
  assert.is(formatMoney(12345), '₱123.45');
  assert.is(formatMoney(12305), '₱123.05');
  assert.is(formatMoney(100000050), '₱1,000,000.50');
});

test('Spanish and Indonesian group with dots and mark decimals with a comma', async () => {
  await setLocale('es');
  assert.is(formatMoney(6000000), '₱60.000');
  assert.is(formatMoney(12345), '₱123,45');
  await setLocale('id');
  assert.is(formatMoney(6000000), '₱60.000');
});

test('Filipino and Thai keep the peso sign and comma grouping', async () => {
  await setLocale('fil');
  assert.is(formatMoney(6000000), '₱60,000');
  await setLocale('th');
  assert.is(formatMoney(6000000), '₱60,000');
});

test('a negative amount puts the minus sign before the peso sign', () => {
  assert.is(formatMoney(-12345), '-₱123.45');
});

test('a fractional centavo amount is refused instead of being rounded silently', () => {
  assert.throws(() => formatMoney(12.5), /integer centavos/);
});

// A date's words are joined by no-break spaces, so a narrow line never splits it: `whole('Dec 3, 2026')`.
const whole = (date: string) => date.replace(/ /g, '\u00a0');

test('formatDate writes the month in words in the active language, on the Manila calendar, in one piece', async () => {
  const dec3 = Date.parse('2026-12-03T09:00:00+08:00');
  assert.is(formatDate(dec3), whole('Dec 3, 2026'));
  await setLocale('es');
  assert.is(formatDate(dec3), whole('3 dic 2026'));
  await setLocale('fil');
  assert.is(formatDate(dec3), whole('Dis 3, 2026'));
  // Thai month names with the Gregorian year, as GCash and 7-Eleven receipts print it (not 2569).
  await setLocale('th');
  assert.is(formatDate(dec3), whole('3 ธ.ค. 2026'));
  assert.not.match(formatDate(dec3), ' ', 'no space a line may break at');
  await setLocale('fil');
});

test('the day is the Manila day whatever the device zone: 23:30 UTC on 2 December is 3 December in Manila', () => {
  assert.is(formatDate(Date.parse('2026-12-02T23:30:00Z')), whole('Dec 3, 2026'));
  assert.is(formatDate(Date.parse('2026-12-03T15:59:00Z')), whole('Dec 3, 2026'));
});

test('English and Filipino dates, written without Intl, read as en-PH and fil-PH write them: every month, both ends of a Manila day', async () => {
  const { DateTimeFormat } = Intl;
  for (const [code, tag] of [
    ['en', 'en-PH'],
    ['fil', 'fil-PH'],
  ] as const) {
    await setLocale(code);
    const icu = new DateTimeFormat(tag, { timeZone: 'Asia/Manila', day: 'numeric', month: 'short', year: 'numeric' });
    let calls = 0;
    (Intl as { DateTimeFormat: unknown }).DateTimeFormat = () => void calls++;
    try {
      for (let month = 0; month < 12; month++)
        for (const at of [Date.UTC(2026, month, 1, 16, 0), Date.UTC(2027, month, 28, 15, 59), Date.UTC(1999, month, 9, 3, 0)])
          assert.is(formatDate(at), whole(icu.format(at)), `${code} ${new Date(at).toISOString()}`);
    } finally {
      Intl.DateTimeFormat = DateTimeFormat;
    }
    assert.is(calls, 0, code);
  }
  await setLocale('fil');
});

test.run();

for (const [code, tag] of [
  ['en', 'en-PH'],
  ['fil', 'fil-PH'],
] as const)
  test(`${code} amounts and rates never start Intl (its first call is a long task on a slow phone) and read as ${tag} writes them`, async () => {
    await setLocale(code);
    const { NumberFormat } = Intl;
    const expected = [0, 5, 99, 100, 12345, 99999999, 100000050, -123456789].map((c) => {
      const f = new NumberFormat(tag, { maximumFractionDigits: 0, useGrouping: true });
      const abs = Math.abs(c);
      return (c < 0 ? '-' : '') + '₱' + f.format((abs - (abs % 100)) / 100) + (abs % 100 ? '.' + String(abs % 100).padStart(2, '0') : '');
    });
    const rates = [1, 20, 125, 10000, 1234567].map((bp) =>
      new NumberFormat(code, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000),
    );
    let calls = 0;
    (Intl as { NumberFormat: unknown }).NumberFormat = (...args: unknown[]) => {
      calls++;
      return new (NumberFormat as unknown as new (...a: unknown[]) => Intl.NumberFormat)(...args);
    };
    try {
      assert.equal(
        [0, 5, 99, 100, 12345, 99999999, 100000050, -123456789].map((c) => formatMoney(c)),
        expected,
      );
      assert.equal(
        [1, 20, 125, 10000, 1234567].map((bp) => formatRate(bp, code)),
        rates,
      );
      assert.is(calls, 0);
    } finally {
      Intl.NumberFormat = NumberFormat;
    }
  });
