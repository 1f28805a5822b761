import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { INTL_LOCALE } from '../../../src/i18n/format';
import { dueTime } from '../../../src/i18n/format-time';
import { setLocale } from '../../../src/i18n/i18n';

for (const [code, tag] of [
  ['en', 'en-PH'],
  ['fil', 'fil-PH'],
] as const)
  test(`${code} due time never starts Intl (a first DateTimeFormat loads ICU's data: a long task before Home's bill) and reads as ${tag} writes it`, async () => {
    await setLocale(code);
    const expected = new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
      Date.UTC(2000, 0, 1, 23, 59),
    );
    const { DateTimeFormat } = Intl;
    let calls = 0;
    (Intl as { DateTimeFormat: unknown }).DateTimeFormat = (...args: unknown[]) => {
      calls++;
      return new (DateTimeFormat as unknown as new (...a: unknown[]) => Intl.DateTimeFormat)(...args);
    };
    try {
      assert.is(dueTime(), expected);
      assert.is(calls, 0);
    } finally {
      Intl.DateTimeFormat = DateTimeFormat;
    }
    await setLocale('en');
  });

test('other languages write the due time as their Intl locale does', async () => {
  for (const code of ['es', 'th'] as const) {
    await setLocale(code);
    assert.is(
      dueTime(),
      new Intl.DateTimeFormat(INTL_LOCALE[code], { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
        Date.UTC(2000, 0, 1, 23, 59),
      ),
    );
  }
  await setLocale('en');
});

test.run();
