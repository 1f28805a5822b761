import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { saveInfo, sendErrorEvent } from '../../../src/api/metric';
import { toasts } from '../../../src/ui/toast';
import { clearToasts, fakeServer, restoreFetch, sent } from '../support/fake-server';

test.before.each(() => clearToasts());
test.after(restoreFetch);

test('metric calls go to /api/metric and stay quiet when they fail', async () => {
  fakeServer({ 'POST /api/metric/info/save': { code: 500, msg: 'down' } });
  await saveInfo({ dataType: 'auth', appId: 'a', value: '{}', uploadType: 80 }).catch(() => {});
  await sendErrorEvent({ message: 'm', stack: '', source: 's', route: '/noren' });
  assert.equal(
    sent.map((r) => r.url),
    ['/api/metric/info/save', '/api/metric/event/1/error'],
  );
  assert.is(toasts.value.length, 0);
});

test.run();
