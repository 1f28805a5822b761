// Field schemas shared by every route, lenient where clients differ (a number sent as text) and
// strict on size, so old readers' behaviour holds and an oversized value names its field.
import * as v from 'valibot';
import { normalizePhone } from '../rules/phone';
import { message } from './valid';

const blank = (x: unknown) => x === undefined || x === null || String(x).trim() === '';

/** Text up to `max` characters, trimmed; a number is accepted and turned into text. */
export function text(max = 256) {
  return v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((x) => String(x).trim()),
    v.maxLength(max),
  );
}

/** A finite number within [min, max]; decimal text is accepted (`"-1.5"`, never `"0x10"` or `"1e3"`). */
export function num(min: number, max: number) {
  return v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^-?[0-9]{1,15}(\.[0-9]{1,15})?$/), v.transform(Number))]),
    v.finite(),
    v.minValue(min),
    v.maxValue(max),
  );
}

/** A whole number within [min, max], for integer columns; fractions are refused. */
export function int(min: number, max: number) {
  return v.pipe(num(min, max), v.integer());
}

/**
 * Money in integer centavos (PRODUCT.md section 8): a JSON integer, or a string of decimal digits
 * from a form; `"0x10"`, `"1e3"`, `"12.5"`, `12.5`, signs and spaces are refused, never read as a number.
 * A body's `1e3` or `1000.0` arrives here as that text (json-text.ts), so it is refused too.
 */
export function money(min: number, max: number) {
  return v.pipe(
    v.union([v.pipe(v.number(), v.safeInteger()), v.pipe(v.string(), v.regex(/^[0-9]{1,15}$/), v.transform(Number))]),
    v.minValue(min),
    v.maxValue(max),
  );
}

/** A yes/no; 0/1 and "true"/"false" are accepted too. */
export function flag() {
  return v.pipe(
    v.union([v.boolean(), v.picklist([1, 0, '1', '0', 'true', 'false'])]),
    v.transform((x) => [true, 1, '1', 'true'].includes(x)),
  );
}

/** An optional field: absent, null or empty text read as undefined. */
export function opt<T extends v.GenericSchema>(schema: T) {
  return v.pipe(
    v.optional(v.unknown()),
    v.transform((x) => (x === null || x === '' ? undefined : x)),
    v.union([v.undefined(), schema]),
  );
}

/** A phone by the rule of rules/phone.ts, answered in its stored form; `phoneEmpty` or `phoneFormat` otherwise. */
export function phone(length: number) {
  return v.pipe(
    // A default keeps the key required in the output type and lets a missing phone say `phoneEmpty`.
    v.optional(v.unknown(), ''),
    v.check((x) => !blank(x), message('phoneEmpty')),
    v.check((x) => normalizePhone(x, length) !== null, message('phoneFormat')),
    v.transform((x) => normalizePhone(x, length) as string),
  );
}
