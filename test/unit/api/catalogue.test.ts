import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { reactionFor } from '../../../src/api/catalogue';

test('200 is success', () => assert.is(reactionFor(200, ''), 'ok'));
test('401 signs out', () => assert.is(reactionFor(401, 'whatever'), 'signOut'));
test("403 'token is expired' signs out", () => assert.is(reactionFor(403, 'token is expired'), 'signOut'));
test('403 with another msg is shown, not a sign-out', () => assert.is(reactionFor(403, 'forbidden'), 'toast'));
test('420 goes to /noren', () => assert.is(reactionFor(420, ''), 'noren'));
for (const code of [314, 315, 316, 317, 700]) test(`${code} is silent`, () => assert.is(reactionFor(code, 'x'), 'silent'));
for (const code of [400, 429, 500, 318, 701]) test(`${code} shows the server msg`, () => assert.is(reactionFor(code, 'x'), 'toast'));

test.run();
