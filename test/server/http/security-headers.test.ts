import { mkdirSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer } from '../harness';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

test('documents carry the CSP (partners as frame ancestors, the inline start script and stylesheet by hash) and the document policies', async () => {
  const s = await startTestServer({ FRAME_ANCESTORS: 'https://partner.example' });
  try {
    const script = 'document.documentElement.className+=" yield"';
    const style = 'body{margin:0}';
    writeFileSync(
      join(s.staticDir, 'index.html'),
      `<!doctype html><script>${script}</script><style>${style}</style><script type="module" src="/assets/main.js"></script><title>app</title>`,
    );
    for (const path of ['/', '/some/deep/link']) {
      const h = (await s.app.request(path)).headers;
      assert.is(
        h.get('content-security-policy'),
        `default-src 'self'; script-src 'self' ${sha(script)}; style-src 'self' ${sha(style)}; img-src 'self' data: blob:; connect-src 'self'; ` +
          "frame-ancestors 'self' https://partner.example; base-uri 'self'; form-action 'self'",
        path,
      );
      assert.is(h.get('x-content-type-options'), 'nosniff');
      assert.is(h.get('referrer-policy'), 'no-referrer');
      assert.match(h.get('permissions-policy')!, 'geolocation=(self), camera=(self)');
      assert.is(h.get('strict-transport-security'), null, 'no HSTS outside production');
      for (const name of ['x-frame-options', 'cross-origin-opener-policy', 'cross-origin-resource-policy'])
        assert.is(h.get(name), null, `${name}: partners frame the app and load it across origins`);
    }
  } finally {
    await s.close();
  }
});

test('a new build is picked up: the hashes follow the served index.html', async () => {
  const s = await startTestServer();
  try {
    writeFileSync(join(s.staticDir, 'index.html'), '<script>one()</script>');
    assert.match((await s.app.request('/')).headers.get('content-security-policy')!, sha('one()'));
    writeFileSync(join(s.staticDir, 'index.html'), '<script>two(2)</script>');
    const csp = (await s.app.request('/')).headers.get('content-security-policy')!;
    assert.match(csp, sha('two(2)'));
    assert.not.match(csp, sha('one()'));
  } finally {
    await s.close();
  }
});

test('API answers and assets carry nosniff only, not the document headers', async () => {
  const s = await startTestServer();
  try {
    mkdirSync(join(s.staticDir, 'assets'), { recursive: true });
    writeFileSync(join(s.staticDir, 'assets/main-AB12.js'), 'x()');
    for (const path of ['/api/user/public/appConfig', '/api/nowhere', '/assets/main-AB12.js']) {
      const h = (await s.app.request(path, { headers: { EFLAG: '1' } })).headers;
      assert.is(h.get('x-content-type-options'), 'nosniff', path);
      for (const name of ['content-security-policy', 'referrer-policy', 'permissions-policy'])
        assert.is(h.get(name), null, `${path} ${name}`);
    }
  } finally {
    await s.close();
  }
});

test.run();
