import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { currentPath, navigate, parseHash } from '../../../src/router/navigate';

test('a trailing slash is the same route: #/home/ is /home, and the address says so', async () => {
  assert.is(parseHash('#/home/').path, '/home');
  assert.is(parseHash('#/home//?x=1').path, '/home');
  navigate('/noren');
  location.hash = '#/home/';
  window.dispatchEvent(new HashChangeEvent('hashchange'));
  assert.is(currentPath.value, '/home');
  assert.is(location.hash, '#/home');
});

test('/ is the landing at #/noren: the address says so in place, with no new history entry', async () => {
  assert.is(parseHash('').path, '/noren');
  assert.is(parseHash('#/?openToken=t1').path, '/noren');
  navigate('/login');
  const entries = history.length;
  location.hash = '#/';
  window.dispatchEvent(new HashChangeEvent('hashchange'));
  assert.is(currentPath.value, '/noren');
  assert.is(location.hash, '#/noren');
  location.hash = '#?openToken=t1';
  window.dispatchEvent(new HashChangeEvent('hashchange'));
  assert.is(location.hash, '#/noren?openToken=t1', 'the query stays');
  assert.ok(history.length <= entries + 2, 'only the hash changes themselves made entries');
});

test.run();
