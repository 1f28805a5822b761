import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ConfigError, readConfig } from '../../../server/config';
import { DEFAULT_CAROUSEL } from '../../../server/public/carousel';
import { startTestServer } from '../harness';

const BANNERS = [
  { id: 'promo-1', title: 'Payday special', text: 'Borrow today, repay on payday.', link: '#/loan' },
  { id: 'guide', title: 'How it works', text: 'Three steps to your first loan.', link: 'https://lender.example/guide' },
  { id: 'plain', title: 'No link', text: 'Only words.' },
];

function refused(env: Record<string, string>): string {
  try {
    readConfig(env, { staticDir: '.' });
  } catch (e) {
    assert.instance(e, ConfigError);
    return (e as Error).message;
  }
  throw new Error('expected the configuration to be refused');
}

test('anyone may read the carousel: the default English text banners, enveloped, never cached', async () => {
  const s = await startTestServer();
  try {
    const out = await s.call('GET', '/api/user/public/carousel');
    assert.is(out.code, 200);
    assert.equal(out.data, { details: DEFAULT_CAROUSEL });
    assert.ok(out.data.details.length >= 1);
    for (const b of out.data.details) assert.ok(b.id && b.title && b.text, JSON.stringify(b));
    const res = await s.app.request('/api/user/public/carousel', { headers: { EFLAG: '1' } });
    assert.is(res.headers.get('Cache-Control'), 'no-store');
    assert.type((await res.json()).payload, 'string');
  } finally {
    await s.close();
  }
});

test('CAROUSEL sets the banners in order, a link only where given; [] shows none', async () => {
  for (const [list, expected] of [
    [BANNERS, BANNERS],
    [[], []],
  ] as const) {
    const s = await startTestServer({ CAROUSEL: JSON.stringify(list) });
    try {
      assert.equal((await s.call('GET', '/api/user/public/carousel')).data, { details: expected });
    } finally {
      await s.close();
    }
  }
});

test('CAROUSEL_FILE reads the banners from a JSON file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'loan-carousel-'));
  try {
    const file = join(dir, 'carousel.json');
    writeFileSync(file, JSON.stringify(BANNERS.slice(1)));
    assert.equal(readConfig({ CAROUSEL_FILE: file }, { staticDir: '.' }).carousel, BANNERS.slice(1));
    assert.match(refused({ CAROUSEL_FILE: join(dir, 'missing.json') }), 'CAROUSEL_FILE (');
    assert.match(refused({ CAROUSEL_FILE: file, CAROUSEL: '[]' }), 'set one of them, not both');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a bad banner stops the start, naming the banner and the field', () => {
  const one = (changes: Record<string, unknown>) => ({ CAROUSEL: JSON.stringify([BANNERS[2], { ...BANNERS[0], ...changes }]) });
  assert.match(refused(one({ link: 'http://lender.example' })), 'CAROUSEL[1].link: an app route like #/loan or an https:// address');
  assert.match(refused(one({ link: 'javascript:alert(1)' })), 'CAROUSEL[1].link');
  assert.match(refused(one({ title: 'x'.repeat(61) })), 'CAROUSEL[1].title: 1 to 60 characters');
  assert.match(refused(one({ text: '' })), 'CAROUSEL[1].text: 1 to 200 characters');
  assert.match(refused(one({ id: 'plain' })), 'CAROUSEL[1].id: "plain" is used twice');
  assert.match(refused(one({ id: 'has space' })), 'CAROUSEL[1].id');
  assert.match(refused({ CAROUSEL: '{' }), 'CAROUSEL must be a JSON array');
  assert.match(refused({ CAROUSEL: JSON.stringify({ details: BANNERS }) }), 'at most 10 banners');
  assert.match(refused({ CAROUSEL: JSON.stringify(Array.from({ length: 11 }, (_, i) => ({ ...BANNERS[2], id: `b${i}` }))) }), 'at most 10');
});

test.run();
