import * as esbuild from 'esbuild';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hooksOnly, reactHooks } from '../../../build/react-hooks.mjs';

test('hooks taken from react count as hooks only, however they are written', () => {
  assert.ok(hooksOnly("import { useState, useEffect as effect } from 'react';"));
  assert.ok(hooksOnly('import type { FC } from "react";\nimport {\n  useRef,\n  type Ref,\n} from "react";'));
});

test("preact's core names from react and react-dom need no compat either", () => {
  assert.ok(hooksOnly("import { Component, Fragment, createContext } from 'react';"));
  assert.ok(hooksOnly("import { hydrate, render } from 'react-dom';\nimport { useState } from 'react';"));
  assert.ok(hooksOnly("import { createPortal } from 'react-dom';"));
  assert.not.ok(hooksOnly("import { flushSync } from 'react-dom';"));
});

test('anything compat adds keeps compat: default, namespace, memo, React 18 hooks', () => {
  assert.not.ok(hooksOnly("import React from 'react';"));
  assert.not.ok(hooksOnly("import * as R from 'react';"));
  assert.not.ok(hooksOnly("import { memo, useState } from 'react';"));
  assert.not.ok(hooksOnly("import { useSyncExternalStore } from 'react';"));
  assert.not.ok(hooksOnly("import { useState } from 'react';\nimport { forwardRef } from 'react';"));
});

/** Bundles one page whose source is `code` as the app build does; returns the packages in the output. */
async function bundledPackages(code: string): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'react-hooks-'));
  writeFileSync(join(dir, 'page.tsx'), code);
  const r = await esbuild.build({
    entryPoints: [join(dir, 'page.tsx')],
    bundle: true,
    write: false,
    format: 'esm',
    metafile: true,
    jsx: 'automatic',
    jsxImportSource: 'preact',
    nodePaths: [resolve('node_modules')],
    alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
    plugins: [reactHooks()],
    logLevel: 'silent',
  });
  return Object.keys(r.metafile.inputs).filter((i) => i.includes('node_modules/preact/'));
}

test('a page taking only hooks from react is built without preact/compat, one taking memo with it', async () => {
  const hooks = await bundledPackages(
    "import { useState } from 'react';\nexport const P = () => { const [n] = useState(1); return <p>{n}</p>; };",
  );
  assert.ok(hooks.some((i) => i.includes('preact/hooks/')));
  assert.not.ok(hooks.some((i) => i.includes('preact/compat/')));
  const core = await bundledPackages(
    "import { Component } from 'react';\nimport { render } from 'react-dom';\nclass P extends Component { render() { return <p>1</p>; } }\nrender(<P />, document.body);",
  );
  assert.not.ok(core.some((i) => i.includes('preact/compat/')));
  const memo = await bundledPackages("import { memo } from 'react';\nexport const P = memo(() => <p>1</p>);");
  assert.ok(memo.some((i) => i.includes('preact/compat/')));
});

test.run();
