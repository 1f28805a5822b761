import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readRouteTable, routeDownloads } from '../../../build/route-files.mjs';
import { SPEC_ROUTES } from '../../support/spec-routes';

test('the size budget reads every route of the route table, a row per facial-auth step, no redirect', async () => {
  const rows = await readRouteTable();
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
  const rows = await readRouteTable();
  const modulesOf = (path: string) => rows.find((r) => r.path === path)?.modules;
  assert.equal(modulesOf('/login'), ['src/features/auth/login-page.tsx']);
  assert.equal(modulesOf('/noren'), ['src/features/noren/noren-page.tsx']);
  assert.equal(modulesOf('/facial-auth/step-four'), modulesOf('/modify-bank-info'));
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
  const files: Record<string, string> = {
    'src/features/a/messages:th': 'a-th.js',
    'src/features/a/messages:es': 'a-es.js',
    'src/features/b/messages:th': 'b-th.js',
  };
  const r = routeDownloads(
    { path: '/a', modules: ['src/features/a/a-page.tsx'] },
    {
      outputs,
      start: new Set(['index.html']),
      chunkOf: () => 'page.js',
      closure,
      dictionaries: {
        folders: ['src/features/a/messages', 'src/features/b/messages'],
        codes: ['es', 'th'],
        file: (folder, code) => files[`${folder}:${code}`],
        importersOf: (folder) => [folder.replace('/messages', '/') + folder.split('/')[2] + '-messages.ts'],
        size: (fs) => fs.reduce((n, f) => n + (sizes[f] ?? 0), 0),
      },
    },
  );
  assert.equal(r.language, 'th');
  assert.equal(r.files.sort(), ['a-th.js', 'common.js', 'index.html', 'page.js', 'qr.js'], "b's dictionary is not this route's");
});

test.run();
