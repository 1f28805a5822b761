// Bodies are read from their text, so that a whole number written otherwise than as digits reaches
// the fields as that text and money can refuse it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MAX_JSON_DEPTH } from '../../../server/http/json-depth';
import { jsonObjectOf, parseJsonText } from '../../../server/http/json-text';

test('a whole number written with a fraction or an exponent arrives as its text; digits and fractions stay numbers', () => {
  assert.equal(parseJsonText('{"a":1e3,"b":1E3,"c":1.0e3,"d":1000.0,"e":-0.0,"f":1000,"g":-7,"h":12.5,"i":1.5e-3}'), {
    a: '1e3',
    b: '1E3',
    c: '1.0e3',
    d: '1000.0',
    e: '-0.0',
    f: 1000,
    g: -7,
    h: 12.5,
    i: 0.0015,
  });
  assert.equal(parseJsonText('[1e3, [ {"x" : 2.0} ], 3]'), ['1e3', [{ x: '2.0' }], 3]);
});

test('text inside strings is left alone, escaped quotes included', () => {
  assert.equal(parseJsonText('{"1e3":"1e3 \\" 1.0e3","n\\\\":1e2}'), { '1e3': '1e3 " 1.0e3', 'n\\': '1e2' });
});

test('invalid JSON stays invalid: quoting a number never makes a key or a value of it', () => {
  for (const text of ['{1e3:1}', '{"a":1.}', '{"a":01}', '{"a":.5}', '{"a":1e}', '{"a":+1}', '1e3 1e3']) {
    assert.throws(() => parseJsonText(text), text);
  }
});

test('a body read as an object: the object, or null for text that is not JSON, not an object, or nested too deep', () => {
  assert.equal(jsonObjectOf('{"amount":1.0e3,"ref":"x"}'), { amount: '1.0e3', ref: 'x' });
  for (const text of ['', 'nope', '{"a":', 'null', '12', '"text"', 'true', '[]', '[{"a":1}]']) assert.is(jsonObjectOf(text), null, text);
  const deep = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
  assert.ok(jsonObjectOf(deep(MAX_JSON_DEPTH)));
  assert.is(jsonObjectOf(deep(MAX_JSON_DEPTH + 1)), null);
});

test.run();
