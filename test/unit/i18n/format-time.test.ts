import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { dueTime } from '../../../src/i18n/format-time';
import { setLocale } from '../../../src/i18n/i18n';

test("English due time never starts Intl (a first DateTimeFormat loads ICU's data: a long task before Home's bill) and reads as en-PH writes it", async () => {
  await setLocale('en');
  const expected = new Intl.DateTimeFormat('en-PH', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
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
});

test('other languages write the due time as their Intl locale does', async () => {
  await setLocale('fil');
  assert.is(
    dueTime(),
    new Intl.DateTimeFormat('fil-PH', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, 23, 59)),
  );
  await setLocale('en');
});

test.run();
