import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { findRoute, matchPath } from '../../../src/router/match';

test('static paths match exactly', () => {
  assert.equal(matchPath('/order', '/order'), {});
  assert.is(matchPath('/order', '/orders'), null);
  assert.is(matchPath('/order', '/order/1'), null);
});

test('params are captured and decoded', () => {
  assert.equal(matchPath('/repay/:repayId', '/repay/A%2012'), { repayId: 'A 12' });
});

test('the first matching route wins', () => {
  const r = findRoute([{ path: '/a' }, { path: '/:x' }], '/a');
  assert.is(r?.route.path, '/a');
});

test('a broken escape in the address matches nothing instead of crashing', () => {
  assert.is(matchPath('/repay/:repayId', '/repay/%E0'), null);
});

test.run();
