// A suite with one passing and one failing test (the runner's own test reads its counts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';

test('passes', () => assert.ok(true));
test('fails', () => assert.ok(false));
test.run();
