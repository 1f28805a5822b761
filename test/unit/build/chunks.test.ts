import { resolve } from 'node:path';
import type { Metafile } from 'esbuild';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chunkPlan } from '../../../build/chunks.mjs';

// A metafile as esbuild writes it: the plan reads each output's entry, inputs and imports.
const out = (entryPoint: string | undefined, inputs: string[], imports: string[] = []): Metafile['outputs'][string] => ({
  ...(entryPoint ? { entryPoint } : {}),
  bytes: 1,
  exports: [],
  inputs: Object.fromEntries(inputs.map((i) => [i, { bytesInOutput: 1 }])),
  imports: imports.map((path) => ({ path, kind: 'import-statement' as const })),
});
const page = (name: string, shared: string[]) => out(`src/features/${name}.tsx`, [`src/features/${name}.tsx`], shared);
const metafile = {
  outputs: {
    'dist/main.js': out('src/main.tsx', ['src/main.tsx']),
    'dist/home.js': page('borrow/home-page', ['dist/chunk-borrow.js']),
    'dist/loan.js': page('borrow/loan-page', ['dist/chunk-borrow.js']),
    'dist/user.js': page('user/user-page', ['dist/chunk-user.js']),
    'dist/profile-extra.js': page('user/profile-extra-page', ['dist/chunk-user.js']),
    'dist/chunk-borrow.js': out(undefined, ['src/features/borrow/borrow-page.tsx']),
    'dist/chunk-user.js': out(undefined, ['src/features/user/user-messages.ts']),
  },
};
const firstPages = ['borrow/home-page', 'borrow/loan-page', 'user/user-page'].map((n) => `src/features/${n}.tsx`);

test('the signed-in chunk holds what two first pages share, not what one first page shares with a page a start never opens', () => {
  const signedIn = chunkPlan(metafile, 'src/main.tsx', firstPages).groups.find((g) => g.name === 'signed-in');
  assert.equal(signedIn?.modules, [resolve('src/features/borrow/borrow-page.tsx')]);
  assert.equal([...(signedIn?.users ?? [])].sort(), [
    resolve('src/features/borrow/home-page.tsx'),
    resolve('src/features/borrow/loan-page.tsx'),
  ]);
});

test.run();
