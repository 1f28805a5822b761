import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ConfigError, readConfig } from '../../../server/config';
import { DEFAULT_CAROUSEL, inLanguage } from '../../../server/public/carousel';
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
    assert.equal(out.data, { details: inLanguage(DEFAULT_CAROUSEL, 'en') });
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
    assert.equal(inLanguage(readConfig({ CAROUSEL_FILE: file }, { staticDir: '.' }).carousel, 'en'), BANNERS.slice(1));
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

const MULTI = [
  {
    id: 'payday',
    title: { en: 'Payday special', es: 'Especial de quincena', fil: 'Payday special ngayon' },
    text: { en: 'Borrow today, repay on payday.', es: 'Pide hoy, paga en quincena.', th: 'ยืมวันนี้ คืนวันเงินเดือนออก' },
    link: '#/loan',
  },
  { id: 'plain', title: 'Only English', text: 'One text for every language.' },
];

test("each banner answers in the caller's language (Accept-Language), field by field, English where it has none", async () => {
  const s = await startTestServer({ CAROUSEL: JSON.stringify(MULTI) });
  try {
    const read = async (lang: string) =>
      (await s.call('GET', '/api/user/public/carousel', undefined, { 'Accept-Language': lang })).data.details;
    assert.equal(await read('es'), [
      { id: 'payday', title: 'Especial de quincena', text: 'Pide hoy, paga en quincena.', link: '#/loan' },
      { id: 'plain', title: 'Only English', text: 'One text for every language.' },
    ]);
    assert.equal((await read('th'))[0], { id: 'payday', title: 'Payday special', text: 'ยืมวันนี้ คืนวันเงินเดือนออก', link: '#/loan' });
    assert.equal((await read('fil'))[0].title, 'Payday special ngayon');
    assert.equal((await read('vi'))[0], { id: 'payday', title: 'Payday special', text: 'Borrow today, repay on payday.', link: '#/loan' });
  } finally {
    await s.close();
  }
});

test('the default banners are written in all six languages', () => {
  for (const lang of ['es', 'id', 'vi', 'th', 'fil'] as const)
    for (const [i, b] of inLanguage(DEFAULT_CAROUSEL, lang).entries()) {
      const en = inLanguage(DEFAULT_CAROUSEL, 'en')[i];
      assert.ok(b.title !== en.title && b.text !== en.text, `${b.id} in ${lang}`);
    }
});

test('a banner written per language needs its English and only the six languages', () => {
  const with_ = (title: unknown) => ({ CAROUSEL: JSON.stringify([{ id: 'a', title, text: 'Words' }]) });
  assert.match(refused(with_({ es: 'Solo español' })), 'CAROUSEL[0].title: English (en) is required');
  assert.match(refused(with_({ en: 'Hello', de: 'Hallo' })), 'CAROUSEL[0].title.de: one of en, es, id, vi, th, fil');
  assert.match(refused(with_({ en: 'Hello', es: 'x'.repeat(61) })), 'CAROUSEL[0].title.es: 1 to 60 characters');
  assert.match(refused(with_(7)), 'CAROUSEL[0].title');
});

test.run();
