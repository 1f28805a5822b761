import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createTouchGuard } from '../../../src/app/touch-guard';

function touchEnd() {
  const ev = {
    cancelled: false,
    stopped: false,
    preventDefault() {
      this.cancelled = true;
    },
    stopPropagation() {
      this.stopped = true;
    },
  };
  return ev;
}

test('a touch end within 500 ms of the previous one is ignored; a later one goes through', () => {
  let now = 1000;
  const guard = createTouchGuard(() => now);
  const first = touchEnd(),
    second = touchEnd(),
    third = touchEnd();
  guard(first as unknown as Event);
  now += 499;
  guard(second as unknown as Event);
  now += 501;
  guard(third as unknown as Event);
  assert.is(first.cancelled, false);
  assert.is(second.cancelled, true);
  assert.is(second.stopped, true);
  assert.is(third.cancelled, false);
});

test.run();
