import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fitSize, LONG_SIDE_PX } from '../../../src/platform/shrink-image';

test('a 12-megapixel landscape photo comes down to 1280 on its long side, proportions kept', () => {
  assert.equal(fitSize(4000, 3000), { width: 1280, height: 960 });
});

test('a portrait selfie keeps its height as the long side', () => {
  assert.equal(fitSize(3024, 4032), { width: 960, height: 1280 });
});

test('a photo already small enough is never enlarged', () => {
  assert.equal(fitSize(800, 600), { width: 800, height: 600 });
  assert.equal(fitSize(LONG_SIDE_PX, 10), { width: LONG_SIDE_PX, height: 10 });
});

test('a very thin image keeps at least one pixel on its short side', () => {
  assert.equal(fitSize(20000, 3), { width: 1280, height: 1 });
});

test('another long side can be asked for', () => {
  assert.equal(fitSize(2000, 1000, 500), { width: 500, height: 250 });
});

test.run();
