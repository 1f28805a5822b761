import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readRouteTable, routeDownloads } from '../../../build/route-files.mjs';
import { SPEC_ROUTES } from '../../support/spec-routes';

test('the size budget reads every route of the route table, a row per facial-auth step, no redirect', async () => {
  const rows = await readRouteTable('src/app/routes.ts');
  for (const path of SPEC_ROUTES)
    assert.ok(
      rows.some((r) => r.path === path),
      `${path} is measured`,
    );
  for (const step of ['step-one', 'step-two', 'step-three', 'step-four'])
    assert.ok(
      rows.some((r) => r.path === `/facial-auth/${step}`),
      step,
    );
  assert.not.ok(
    rows.some((r) => r.path === '/facial-auth'),
    'a redirect downloads no page',
  );
});

test('each row names the page module that opening it loads', async () => {
  const rows = await readRouteTable('src/app/routes.ts');
  const modulesOf = (path: string) => rows.find((r) => r.path === path)?.modules;
  assert.equal(modulesOf('/login'), ['src/features/auth/login-page.tsx']);
  assert.equal(modulesOf('/noren'), ['src/features/noren/noren-page.tsx']);
  assert.equal(modulesOf('/facial-auth/step-four'), modulesOf('/modify-bank-info'));
});

test("each row carries its route's marks, a step its row's: the chunk plan reads who may open a page from them", async () => {
  const rows = await readRouteTable('src/app/routes.ts');
  const marks = (path: string) => {
    const row = rows.find((r) => r.path === path);
    return { public: row?.public, notForCertified: row?.notForCertified };
  };
  assert.equal(marks('/login'), { public: true, notForCertified: true });
  assert.equal(marks('/identity-auth'), { public: false, notForCertified: true });
  assert.equal(marks('/sky-scan'), { public: true, notForCertified: false });
  assert.equal(marks('/home'), { public: false, notForCertified: false });
  assert.equal(marks('/facial-auth/step-two'), { public: false, notForCertified: false });
});

test("a route counts its chunks' imports, what the page fetches later, and the dictionaries of its heaviest language", () => {
  const outputs = {
    'page.js': {
      imports: [
        { path: 'common.js', kind: 'import-statement' },
        { path: 'qr.js', kind: 'dynamic-import' },
      ],
      inputs: { 'src/features/a/a-messages.ts': {} },
    },
    'common.js': { imports: [], inputs: {} },
    'qr.js': { imports: [], inputs: {} },
  } as never;
  const closure = (f: string) => new Set(f === 'page.js' ? ['page.js', 'common.js'] : [f]);
  const sizes: Record<string, number> = { 'a-th.js': 900, 'a-es.js': 400, 'b-th.js': 5000 };
  const r = routeDownloads(
    { path: '/a', modules: ['src/features/a/a-page.tsx'] },
    {
      outputs,
      start: new Set(['index.html']),
      chunkOf: () => 'page.js',
      closure,
      dictionaries: [
        { importers: ['src/features/a/a-messages.ts'], files: { th: 'a-th.js', es: 'a-es.js' } },
        { importers: ['src/features/b/b-messages.ts'], files: { th: 'b-th.js' } },
      ],
      size: (fs) => fs.reduce((n, f) => n + (sizes[f] ?? 0), 0),
    },
  );
  assert.equal(r.language, 'th');
  assert.equal(r.files.sort(), ['a-th.js', 'common.js', 'index.html', 'page.js', 'qr.js'], "b's dictionary is not this route's");
});

test.run();
