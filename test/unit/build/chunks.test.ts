import { resolve } from 'node:path';
import type { Metafile } from 'esbuild';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chunkPlan } from '../../../build/chunks.mjs';

// A first build's metafile as esbuild writes it: each shared chunk holds what one set of entries reaches.
type Sizes = Record<string, number>;
const out = (entryPoint: string | undefined, inputs: Sizes, imports: string[] = []): Metafile['outputs'][string] => ({
  ...(entryPoint ? { entryPoint } : {}),
  bytes: 1,
  exports: [],
  inputs: Object.fromEntries(Object.entries(inputs).map(([i, bytesInOutput]) => [i, { bytesInOutput }])),
  imports: imports.map((path) => ({ path, kind: 'import-statement' as const })),
});
// Pages: three a signed-in start opens with a fourth start page, two pages only a signed-in borrower
// opens, the sign-in page (not for the certified) and a public payment page; and the status's code, a
// lazy entry that is no page, which every signed-in start loads.
const PAGES = ['home', 'loan', 'order', 'user', 'coupon', 'support', 'login', 'pay'];
const ENTRIES = [...PAGES, 'status'];
const SHARED: Record<string, { inputs: Sizes; users: string[] }> = {
  frame: { inputs: { 'src/features/borrow/frame.tsx': 4000 }, users: ['home', 'loan', 'order'] },
  gate: { inputs: { 'src/session/gate.ts': 1700 }, users: ['home', 'loan', 'order', 'coupon'] },
  borrowApi: { inputs: { 'src/api/borrow.ts': 700 }, users: ['home', 'loan', 'order', 'support'] },
  client: { inputs: { 'src/api/client.ts': 3000, 'node_modules/wretch/index.js': 2000 }, users: PAGES },
  refresh: { inputs: { 'src/ui/refresh.ts': 300 }, users: ['home', 'pay'] },
  field: { inputs: { 'src/ui/field.tsx': 900 }, users: ['login', 'support'] },
  statusApi: { inputs: { 'src/api/user.ts': 400 }, users: ['status', 'login'] },
  payWords: { inputs: { 'src/features/pay/words.ts': 4000 }, users: ['coupon', 'pay'] },
  payStyle: { inputs: { 'src/features/pay/pay.css': 0 }, users: ['coupon', 'pay'] },
};
const pageModule = (name: string) => (name === 'status' ? 'src/session/status.ts' : `src/pages/${name}.tsx`);
const metafile = (move: (path: string) => string = (p) => p) => ({
  outputs: {
    'dist/main.js': out(move('src/main.tsx'), { [move('src/main.tsx')]: 10 }),
    ...Object.fromEntries(
      ENTRIES.map((p) => [
        `dist/${p}.js`,
        out(
          move(pageModule(p)),
          { [move(pageModule(p))]: 500 },
          Object.keys(SHARED)
            .filter((c) => SHARED[c].users.includes(p))
            .map((c) => `dist/chunk-${c}.js`),
        ),
      ]),
    ),
    ...Object.fromEntries(
      Object.entries(SHARED).map(([c, { inputs }]) => [
        `dist/chunk-${c}.js`,
        out(undefined, Object.fromEntries(Object.entries(inputs).map(([i, n]) => [move(i), n]))),
      ]),
    ),
  },
});
const pages = (move: (path: string) => string = (p) => p) => ({
  all: PAGES.map((p) => move(pageModule(p))),
  start: ['home', 'loan', 'order', 'user'].map((p) => move(pageModule(p))),
  notForCertified: [move(pageModule('login'))],
  open: ['login', 'pay'].map((p) => move(pageModule(p))),
  startEntries: [move(pageModule('status'))],
});
const groupsOf = (plan: ReturnType<typeof chunkPlan>) =>
  Object.fromEntries(plan.groups.map((g) => [g.name, { modules: [...g.modules].sort(), users: [...g.users].sort() }]));
const abs = (paths: string[]) => paths.map((p) => resolve(p)).sort();

test('the signed-in chunk holds what two start pages share and no open page uses, when its other pages would download less there', () => {
  const { 'signed-in': signedIn } = groupsOf(chunkPlan(metafile(), 'src/main.tsx', pages()));
  // The certified gate comes too (one page more downloads the frame: fewer bytes than every other page
  // downloading the gate); the borrowing API stays out (the support page would download frame and gate for it).
  assert.equal(signedIn.modules, abs(['src/features/borrow/frame.tsx', 'src/session/gate.ts']));
  assert.equal(signedIn.users, abs(['home', 'loan', 'order', 'coupon'].map(pageModule)));
});

test('what a start page or the status uses besides is the core chunk; sign-in’s other widgets and shared stylesheets the pages chunk', () => {
  const { core, common } = groupsOf(chunkPlan(metafile(), 'src/main.tsx', pages()));
  // A module one start page shares with a public page comes too (the refresh, Home's), and the status's API.
  assert.equal(core.modules, abs(['src/api/borrow.ts', 'src/api/client.ts', 'src/api/user.ts', 'src/ui/refresh.ts']));
  // What only sign-in and another page use is never a start page's download; the payment words only a
  // signed-in page and the public payment page share stay in esbuild's chunk.
  assert.equal(common.modules, abs(['src/features/pay/pay.css', 'src/ui/field.tsx']));
  assert.equal(common.users, abs(['coupon', 'login', 'pay', 'support'].map(pageModule)));
});

test('moving files changes nothing but their paths', () => {
  const move = (p: string) => p.replace(/^src\/(features|session|ui|api|pages)\//, 'src/moved/$1-');
  const moved = groupsOf(chunkPlan(metafile(move), move('src/main.tsx'), pages(move)));
  const before = groupsOf(chunkPlan(metafile(), 'src/main.tsx', pages()));
  const resolvedMove = (p: string) => resolve(move(p.slice(resolve('.').length + 1)));
  assert.equal(
    moved,
    Object.fromEntries(
      Object.entries(before).map(([name, g]) => [
        name,
        { modules: g.modules.map(resolvedMove).sort(), users: g.users.map(resolvedMove).sort() },
      ]),
    ),
  );
});

test.run();
