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

test.run();
