// The import graph of src/ (STYLE.md "Which way imports point"): no cycle of value imports, and
// every import points the allowed way. Static imports, re-exports and dynamic `import()` all count;
// type-only imports are erased by the build, so they may point anywhere but into features.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const SRC = resolve('src');

/** One import in a source file: the file it names and whether the build keeps it. */
interface Edge {
  from: string;
  to: string;
  typeOnly: boolean;
  dynamic: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [p] : [];
  });
}

const STATIC = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every import of one file's text (comments are not stripped: a `from '...'` line in a comment would count). */
function importsOf(text: string): { spec: string; typeOnly: boolean; dynamic: boolean }[] {
  const out: { spec: string; typeOnly: boolean; dynamic: boolean }[] = [];
  for (const m of text.matchAll(STATIC)) {
    if (m[5]) {
      out.push({ spec: m[5], typeOnly: false, dynamic: false });
      continue;
    }
    const clause = m[3];
    // `import { type A, type B } from` is as type-only as `import type { A, B } from`.
    const names = /^\{([^}]*)\}$/
      .exec(clause.trim())?.[1]
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const allTypes = !!names && names.length > 0 && names.every((n) => n.startsWith('type '));
    out.push({ spec: m[4], typeOnly: !!m[2] || allTypes, dynamic: false });
  }
  for (const m of text.matchAll(DYNAMIC)) out.push({ spec: m[1], typeOnly: false, dynamic: true });
  return out;
}

function resolveSpec(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null; // a package
  const base = resolve(dirname(from), spec);
  for (const p of [base, base + '.ts', base + '.tsx', join(base, 'index.ts')]) {
    try {
      if (statSync(p).isFile()) return /\.tsx?$/.test(p) ? p : null; // stylesheets are not modules here
    } catch {}
  }
  throw new Error(`${relative(SRC, from)}: cannot resolve ${spec}`);
}

/** The edges of the graph of `files` (paths relative to src/). */
function graphOf(files: Record<string, string>): Edge[] {
  const edges: Edge[] = [];
  for (const [from, text] of Object.entries(files)) {
    for (const i of importsOf(text)) {
      const abs = resolveSpec(join(SRC, from), i.spec);
      if (abs) edges.push({ from, to: relative(SRC, abs), typeOnly: i.typeOnly, dynamic: i.dynamic });
    }
  }
  return edges;
}

/** The cycles of value imports: each group of files that reach one another (Tarjan's strongly connected components). */
function valueCycles(edges: Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const e of edges) if (!e.typeOnly) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const found: string[][] = [];
  let n = 0;
  const visit = (v: string) => {
    index.set(v, n);
    low.set(v, n++);
    stack.push(v);
    on.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const part: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        part.push(w);
      } while (w !== v);
      if (part.length > 1 || (next.get(v) ?? []).includes(v)) found.push(part.reverse());
    }
  };
  for (const v of next.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** The layer of a file: its first folder under src/ (`settings.ts` and `main.tsx` are layers of their own). */
const layerOf = (file: string) => (file.includes('/') ? file.split('/')[0] : file.replace(/\.tsx?$/, ''));

// Which layers each layer may not import (value imports), from STYLE.md "Which way imports point".
const FORBIDDEN: Record<string, string[]> = {
  router: ['app', 'features', 'session', 'api', 'platform', 'ui', 'i18n', 'main'],
  settings: ['app', 'features', 'session', 'api', 'platform', 'ui', 'i18n', 'router', 'main'],
  i18n: ['app', 'features', 'session', 'api', 'platform', 'ui', 'router', 'main'],
  ui: ['app', 'features', 'session', 'api', 'platform', 'main'],
  api: ['app', 'features', 'session', 'platform', 'router', 'main'],
  session: ['app', 'features', 'main'],
  platform: ['app', 'features', 'main'],
  features: ['app', 'main'],
  app: ['main'],
};

// Cross-feature imports allowed for now, each with its reason.
const SHARED_FEATURE_PARTS: Record<string, string> = {
  // The lender identity (SEC MC 19) shows on the landing and the sign-in page; it moves to ui/ once
  // each feature's messages live with it (issue 6, per-page messages).
  'features/login/login-page.tsx -> features/noren/lender-identity.tsx': 'landing and sign-in share it',
  // The phone check (issue 8) asks for a 4-digit code the way sign-in does: the same countdown and SMS reader.
  'features/phone-check/phone-check-page.tsx -> features/login/use-seconds-left.ts': 'sign-in and phone check share the resend countdown',
  'features/phone-check/phone-check-page.tsx -> features/login/use-sms-code.ts': 'sign-in and phone check share the SMS code reader',
  // sign-in (issue 7): the lender identity links a sample disclosure of the landing's product, loaded on a tap.
  'features/noren/lender-identity.tsx -> features/disclosure/disclosure-dialog.tsx': 'the disclosure prompt opens the sample',
  // borrowing (issue 9): one disclosure statement (and its figures list) for the sample, each quote and each bill.
  'features/borrow/loan-page.tsx -> features/disclosure/disclosure-statement.tsx': 'the quote is shown as a disclosure statement',
  'features/borrow/order-page.tsx -> features/disclosure/disclosure-statement.tsx': 'each bill keeps its disclosure viewable',
  'features/borrow/home-page.tsx -> features/disclosure/disclosure-statement.tsx': 'the credit limit is shown as figures alike',
  // Repayment.
  'features/repay/repay-page.tsx -> features/borrow/borrow-page.tsx': 'the repay page is a borrowing page (header, certified check, load)',
  'features/repay/coupon-page.tsx -> features/borrow/borrow-page.tsx': 'the coupon list is a borrowing page too',
  'features/repay/repay-page.tsx -> features/disclosure/disclosure-statement.tsx': 'the loan-detail figures are shown as figures alike',
  'features/repay/code-page.tsx -> features/disclosure/disclosure-statement.tsx': 'a payment code is shown as figures alike',
  'features/repay/voucher-page.tsx -> features/borrow/borrow-page.tsx': 'a proof of payment is sent from a borrowing page too',
  'features/repay/voucher-page.tsx -> features/disclosure/disclosure-statement.tsx': 'the bill it is for is shown as figures alike',
  // Home's current bill is figures alike; the loan agreement names the charges and rates as the statement does.
  'features/borrow/current-bill.tsx -> features/disclosure/disclosure-statement.tsx': 'the current bill is shown as figures alike',
  'features/borrow/loan-agreement.tsx -> features/disclosure/disclosure-statement.tsx':
    'the agreement names charges and rates as the statement does',
};

// The route table, and the pages it loads as one chunk (the certification flow): the only importers of features' pages.
const ROUTE_TABLE = new Set(['app/routes.ts', 'app/certification-pages.ts']);

/** Every import against the direction rules, as readable lines. */
function directionProblems(edges: Edge[]): string[] {
  const problems: string[] = [];
  for (const e of edges) {
    const [from, to] = [layerOf(e.from), layerOf(e.to)];
    const line = `${e.from} -> ${e.to}`;
    if (to === 'features') {
      const sameFeature = from === 'features' && e.from.split('/')[1] === e.to.split('/')[1];
      if (!sameFeature && !ROUTE_TABLE.has(e.from) && !SHARED_FEATURE_PARTS[line])
        problems.push(`${line}: only the route table imports features`);
      continue;
    }
    if (to === '..') {
      // Outside src/: only the wire shapes in contract/, which any layer may name.
      if (!e.to.startsWith('../contract/')) problems.push(`${line}: src/ imports nothing outside src/ but contract/`);
      continue;
    }
    if (!e.typeOnly && FORBIDDEN[from]?.includes(to)) problems.push(`${line}: ${from}/ must not import ${to}/`);
  }
  return problems;
}

/** Statements in a contract file that would produce code (contracts are type-only). */
function runtimeInContract(text: string): string[] {
  return [...text.matchAll(/^\s*export\s+(?:default\s+|const\s+|let\s+|var\s+|function\s+|class\s+|enum\s+|async\s+)[^\n]*/gm)].map((m) =>
    m[0].trim(),
  );
}

const files = Object.fromEntries(sourceFiles(SRC).map((p) => [relative(SRC, p), readFileSync(p, 'utf8')]));
const edges = graphOf(files);

test('the graph is read: static, dynamic and type-only imports are all found', () => {
  const has = (from: string, to: string, pick: (e: Edge) => boolean) => edges.some((e) => e.from === from && e.to === to && pick(e));
  assert.ok(has('main.tsx', 'app/app.tsx', (e) => !e.dynamic && !e.typeOnly));
  assert.ok(has('app/routes.ts', 'features/login/login-page.tsx', (e) => e.dynamic));
  assert.ok(has('app/routes.ts', 'features/noren/noren-page.tsx', (e) => !e.dynamic && !e.typeOnly));
  assert.ok(has('features/noren/noren-page.tsx', 'app/routes.ts', (e) => e.typeOnly));
});

test('no cycle of value imports in src/ (type-only imports excluded)', () => {
  assert.equal(
    valueCycles(edges).map((c) => 'files on one cycle: ' + c.join(', ')),
    [],
  );
});

test('every import points the way STYLE.md allows', () => {
  assert.equal(directionProblems(edges), []);
});

// contract/ holds the wire shapes both sides speak: types only, naming only one another, so that
// server/ and src/ share them without importing each other's folder.
const CONTRACT = resolve('contract');
const SERVER = resolve('server');

test('contract/ files hold types only and import only contract/', () => {
  for (const path of sourceFiles(CONTRACT)) {
    const text = readFileSync(path, 'utf8');
    assert.equal(runtimeInContract(text), [], path);
    for (const i of importsOf(text)) assert.ok(resolve(dirname(path), i.spec).startsWith(CONTRACT + '/'), `${path} imports ${i.spec}`);
  }
});

test('server/ never imports src/', () => {
  const SRC_DIR = SRC + '/';
  const found = sourceFiles(SERVER).flatMap((path) =>
    importsOf(readFileSync(path, 'utf8'))
      .filter((i) => i.spec.startsWith('.') && resolve(dirname(path), i.spec).startsWith(SRC_DIR))
      .map((i) => `${relative(SERVER, path)} -> ${i.spec}`),
  );
  assert.equal(found, []);
});

// The checks themselves must be able to fail.
test('a cycle through a lazy import is found; the same cycle through a type import is not', () => {
  const a = { from: 'app/guards.ts', to: 'app/routes.ts', typeOnly: false, dynamic: false };
  const b = { from: 'app/routes.ts', to: 'features/noren/noren-page.tsx', typeOnly: false, dynamic: true };
  const c = { from: 'features/noren/noren-page.tsx', to: 'app/guards.ts', typeOnly: false, dynamic: false };
  assert.equal(valueCycles([a, b, c]), [['app/guards.ts', 'app/routes.ts', 'features/noren/noren-page.tsx']]);
  assert.equal(valueCycles([a, b, { ...c, typeOnly: true }]), []);
});

test('imports against the direction are named', () => {
  const e = (from: string, to: string, typeOnly = false): Edge => ({ from, to, typeOnly, dynamic: false });
  assert.equal(directionProblems([e('api/client.ts', 'session/session.ts')]), [
    'api/client.ts -> session/session.ts: api/ must not import session/',
  ]);
  assert.is(directionProblems([e('ui/select.tsx', 'app/routes.ts')]).length, 1);
  assert.is(directionProblems([e('session/boot.ts', 'features/login/login-page.tsx')]).length, 1);
  assert.is(directionProblems([e('api/client.ts', '../server/app.ts', true)]).length, 1);
  assert.equal(directionProblems([e('api/borrow.ts', '../contract/borrow.ts', true)]), []);
  assert.equal(directionProblems([e('features/user/user-page.tsx', 'app/routes.ts', true)]), []);
});

test('type-only imports are told apart from value imports', () => {
  assert.equal(
    importsOf(
      "import type { A } from './a';\nimport { type B, type C } from './b';\nimport { d, type E } from './d';\nexport type { F } from './f';\nconst x = import('./g');\nimport './h.css';",
    ).map((i) => `${i.spec}:${i.typeOnly ? 'type' : 'value'}`),
    ['./a:type', './b:type', './d:value', './f:type', './h.css:value', './g:value'],
  );
});

test.run();
