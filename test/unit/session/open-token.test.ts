import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openTokenFrom } from '../../../src/session/open-token';

test('the open token is read from the page search', () => {
  assert.is(openTokenFrom({ search: '?openToken=abc', hash: '#/noren' }), 'abc');
});

test('or from the hash query when the partner put it after the route', () => {
  assert.is(openTokenFrom({ search: '', hash: '#/noren?x=1&openToken=def' }), 'def');
});

test('no token, or an empty one, is none', () => {
  assert.is(openTokenFrom({ search: '', hash: '#/noren' }), null);
  assert.is(openTokenFrom({ search: '?openToken=', hash: '#/noren?openToken=' }), null);
});

test.run();
