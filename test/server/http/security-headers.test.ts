import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer } from '../harness';

test('every response carries the CSP with the configured partners as frame ancestors', async () => {
  const s = await startTestServer({ FRAME_ANCESTORS: 'https://partner.example' });
  try {
    for (const path of ['/', '/api/user/public/appConfig', '/api/nowhere']) {
      const h = (await s.app.request(path, { headers: { EFLAG: '1' } })).headers;
      assert.is(h.get('content-security-policy'),
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; " +
        "frame-ancestors 'self' https://partner.example; base-uri 'self'; form-action 'self'", path);
      assert.is(h.get('x-content-type-options'), 'nosniff');
      assert.is(h.get('referrer-policy'), 'no-referrer');
      assert.match(h.get('permissions-policy')!, 'geolocation=(self), camera=(self)');
      assert.is(h.get('strict-transport-security'), null, 'no HSTS outside production');
    }
  } finally {
    await s.close();
  }
});

test.run();
