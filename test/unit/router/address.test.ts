// What the address says, read alike by the router and the start script in index.html.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hashPath, namesOpenToken, parseHash } from '../../../src/router/address';

test('a hash names its route in one spelling; none, or the root, is the landing', () => {
  assert.is(hashPath('#/home/'), '/home');
  assert.is(hashPath('#home?x=1'), '/home');
  assert.is(hashPath('#//repay//7'), '/repay/7');
  assert.is(hashPath(''), '/noren');
  assert.is(hashPath('#/?openToken=t1'), '/noren');
});

test("the query is everything after the hash's first question mark", () => {
  assert.is(parseHash('#/repay/7?x=1&y=a?b').query.get('y'), 'a?b');
  assert.is([...parseHash('#/home').query].length, 0);
  assert.is(parseHash('#/home').path, '/home');
});

test('an open token is named in the search or in the hash query, and only with a value', () => {
  assert.ok(namesOpenToken({ href: 'https://x.ph/?openToken=abc#/noren' }));
  assert.ok(namesOpenToken({ href: 'https://x.ph/#/noren?lang=fil&openToken=abc' }));
  assert.not.ok(namesOpenToken({ href: 'https://x.ph/#/noren?openToken=' }));
  assert.not.ok(namesOpenToken({ href: 'https://x.ph/#/noren?myopenToken=abc' }));
});

test.run();
