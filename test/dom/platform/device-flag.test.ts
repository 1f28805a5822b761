import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hasFlag, setFlag } from '../../../src/platform/device-flag';

const storage = Object.getPrototypeOf(localStorage) as Storage;
const { getItem, setItem } = storage;

test.before.each(() => localStorage.clear());
test.after.each(() => {
  Object.assign(storage, { getItem, setItem });
});

test('a flag set on this device reads as set until it is cleared', () => {
  assert.is(hasFlag('consent.withdrawn.tracking'), false);
  setFlag('consent.withdrawn.tracking', true);
  assert.is(hasFlag('consent.withdrawn.tracking'), true);
  assert.is(localStorage.getItem('consent.withdrawn.tracking'), '1');
  setFlag('consent.withdrawn.tracking', false);
  assert.is(hasFlag('consent.withdrawn.tracking'), false);
  assert.is(localStorage.getItem('consent.withdrawn.tracking'), null);
});

test('blocked storage (private mode, a partitioned iframe) reads as not set and a write is passed over', () => {
  const blocked = () => {
    throw new DOMException('blocked', 'SecurityError');
  };
  Object.assign(storage, { getItem: blocked, setItem: blocked });
  assert.is(hasFlag('permission.asked.location'), false);
  setFlag('permission.asked.location', true);
});

test.run();
