// The import graph of src/ (STYLE.md "Which way imports point"): no cycle of value imports, and
// every import points the allowed way. Static imports, re-exports and dynamic `import()` all count;
// type-only imports are erased by the build, so they may name a sibling layer's types, never main, app or a feature.
// The server's areas likewise, in one stated order (SERVER_ORDER below), and server/ never imports build/.
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sourceFiles } from '../support/source-files';

const SRC = resolve('src');

/** One import in a source file: the file it names and whether the build keeps it. */
interface Edge {
  from: string;
  to: string;
  typeOnly: boolean;
  dynamic: boolean;
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
  throw new Error(`${from}: cannot resolve ${spec}`);
}

/** The edges of the graph of `files` (paths relative to `root`, src/ unless told). */
function graphOf(files: Record<string, string>, root = SRC): Edge[] {
  const edges: Edge[] = [];
  for (const [from, text] of Object.entries(files)) {
    for (const i of importsOf(text)) {
      const abs = resolveSpec(join(root, from), i.spec);
      if (abs) edges.push({ from, to: relative(root, abs), typeOnly: i.typeOnly, dynamic: i.dynamic });
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

// STYLE.md "Which way imports point", arrow for arrow: each line's layers may import those after an arrow.
const STYLE_ARROWS = [
  'main -> app -> features',
  'app, features, session, platform -> router, settings',
  'features -> session -> api -> i18n',
  'features, app, platform -> ui -> i18n',
  'platform -> api',
];
// Arrows the code needs that STYLE.md does not draw yet: pages use the platform (photo upload, push,
// location) and the platform's reports read who is signed in; the header's back button uses the
// router (STYLE.md's prose allows goBack); the client and the phone rules read build settings.
const MORE_ARROWS = ['features -> platform -> session', 'ui -> router', 'api, i18n -> settings'];

/** The direct arrows of lines such as `a, b -> c -> d`. */
function arrowsOf(lines: string[]): Map<string, Set<string>> {
  const next = new Map<string, Set<string>>();
  for (const line of lines) {
    const groups = line.split('->').map((g) => g.split(',').map((l) => l.trim()));
    for (let i = 0; i + 1 < groups.length; i++)
      for (const from of groups[i]) for (const to of groups[i + 1]) next.set(from, new Set([...(next.get(from) ?? []), to]));
  }
  return next;
}

/** Which layers each layer may not import: all but those its arrows reach, one arrow after another ("nothing below imports anything above"). */
function forbiddenBy(lines: string[]): Record<string, string[]> {
  const next = arrowsOf(lines);
  const layers = [...new Set([...next.keys(), ...[...next.values()].flatMap((s) => [...s])])].sort();
  const reach = (from: string) => {
    const seen = new Set<string>();
    const walk = (l: string) => {
      for (const to of next.get(l) ?? []) if (!seen.has(to)) seen.add(to), walk(to);
    };
    walk(from);
    return seen;
  };
  return Object.fromEntries(
    layers.map((l) => {
      const ok = reach(l);
      return [l, layers.filter((o) => o !== l && !ok.has(o))];
    }),
  );
}

const FORBIDDEN = forbiddenBy([...STYLE_ARROWS, ...MORE_ARROWS]);

// The route table, and the pages it loads as one chunk (the certification flow): the only importers of features' pages.
const ROUTE_TABLE = new Set(['app/routes.ts', 'app/certification-pages.ts']);
// The top of the graph: even a type-only import names none of these from below (a page's props, for one, are the router's).
const TOP = new Set(['main', 'app', 'features']);

/** Every import against the direction rules, as readable lines. */
function directionProblems(edges: Edge[]): string[] {
  const problems: string[] = [];
  for (const e of edges) {
    const [from, to] = [layerOf(e.from), layerOf(e.to)];
    const line = `${e.from} -> ${e.to}`;
    if (to === 'features') {
      const sameFeature = from === 'features' && e.from.split('/')[1] === e.to.split('/')[1];
      if (!sameFeature && !ROUTE_TABLE.has(e.from)) problems.push(`${line}: only the route table imports features`);
      continue;
    }
    if (to === '..') {
      // Outside src/: only the wire shapes in contract/, which any layer may name.
      if (!e.to.startsWith('../contract/')) problems.push(`${line}: src/ imports nothing outside src/ but contract/`);
      continue;
    }
    // Type-only imports are erased by the build: they may name a sibling's types, never the top's.
    if ((!e.typeOnly || TOP.has(to)) && FORBIDDEN[from]?.includes(to)) problems.push(`${line}: ${from}/ must not import ${to}/`);
  }
  return problems;
}

// What contract/ may not hold: it is the wire's types and constants, plus pure functions of them (a
// rule both sides apply), so that importing it runs nothing and reaches nothing outside it.
const CONTRACT_SIDE_EFFECTS: [RegExp, string][] = [
  [/^\s*(?:export\s+)?(?:let|var)\s[^\n]*/gm, 'mutable module state'],
  [/^\s*(?:export\s+)?(?:default\s+)?class\s[^\n]*/gm, 'a class (state and identity)'],
  [
    /^(?!\s*(?:import|export|const|function|interface|type|enum|declare|return|if|for|while|switch|case|default)\b)[A-Za-z_$][\w$.]*\s*[(=][^\n]*/gm,
    'a statement run on import',
  ],
  [
    /\b(?:fetch|localStorage|sessionStorage|document|window|globalThis|navigator|process|console|setTimeout|setInterval|Date\.now|Math\.random|new Date)\b[^\n]*/g,
    'a side effect or hidden input',
  ],
];

/** Lines of a contract file that would run or reach outside it on import, each with the reason. */
function sideEffectsInContract(text: string): string[] {
  const code = text.replace(/^\s*\/\/[^\n]*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
  return CONTRACT_SIDE_EFFECTS.flatMap(([re, why]) => [...code.matchAll(re)].map((m) => `${why}: ${m[0].trim()}`));
}

const files = Object.fromEntries(sourceFiles(SRC).map((p) => [relative(SRC, p), readFileSync(p, 'utf8')]));
const edges = graphOf(files);

test('the graph is read: static, dynamic and type-only imports are all found', () => {
  const has = (from: string, to: string, pick: (e: Edge) => boolean) => edges.some((e) => e.from === from && e.to === to && pick(e));
  assert.ok(has('main.tsx', 'app/app.tsx', (e) => !e.dynamic && !e.typeOnly));
  assert.ok(has('app/routes.ts', 'features/auth/login-page.tsx', (e) => e.dynamic));
  assert.ok(has('app/routes.ts', 'features/noren/noren-page.tsx', (e) => !e.dynamic && !e.typeOnly));
  assert.ok(has('features/noren/noren-page.tsx', 'router/page-props.ts', (e) => e.typeOnly));
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

// contract/ holds what both sides of the wire share: types and constants, and pure functions of them
// (no side effects), importing only one another, so that server/ and src/ share them without
// importing each other's folder.
const CONTRACT = resolve('contract');
const SERVER = resolve('server');

test('contract/ files hold types, constants and pure functions, and import only contract/', () => {
  for (const path of sourceFiles(CONTRACT)) {
    const text = readFileSync(path, 'utf8');
    assert.equal(sideEffectsInContract(text), [], path);
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
  assert.is(directionProblems([e('session/boot.ts', 'features/auth/login-page.tsx')]).length, 1);
  assert.is(directionProblems([e('api/client.ts', '../server/app.ts', true)]).length, 1);
  assert.equal(directionProblems([e('api/borrow.ts', '../contract/borrow.ts', true)]), []);
  assert.equal(directionProblems([e('ui/certified-page.tsx', 'session/certified-gate.ts', true)]), [], 'a sibling type');
});

// Each defect the layers once had fails the check.
test('the client importing the toast widget fails', () => {
  assert.equal(directionProblems([{ from: 'api/client.ts', to: 'ui/toast.tsx', typeOnly: false, dynamic: false }]), [
    'api/client.ts -> ui/toast.tsx: api/ must not import ui/',
  ]);
});

test('the session importing the device report fails, and with the report reading the session it is a cycle', () => {
  const down = { from: 'session/sign-in.ts', to: 'platform/device.ts', typeOnly: false, dynamic: true };
  const up = { from: 'platform/device.ts', to: 'session/sign-in.ts', typeOnly: false, dynamic: false };
  assert.equal(directionProblems([down, up]), ['session/sign-in.ts -> platform/device.ts: session/ must not import platform/']);
  assert.is(valueCycles([down, up]).length, 1);
});

test('a page naming the route table, even for a type only, fails', () => {
  assert.equal(directionProblems([{ from: 'features/auth/login-page.tsx', to: 'app/routes.ts', typeOnly: true, dynamic: false }]), [
    'features/auth/login-page.tsx -> app/routes.ts: features/ must not import app/',
  ]);
});

test("a feature importing another feature's part fails: shared parts live in ui/ (or platform/)", () => {
  const e = (from: string, to: string): Edge => ({ from, to, typeOnly: false, dynamic: false });
  for (const [from, to] of [
    ['features/auth/login-page.tsx', 'features/noren/lender-identity.tsx'],
    ['features/borrow/loan-page.tsx', 'features/disclosure/disclosure-statement.tsx'],
    ['features/phone-check/phone-check-page.tsx', 'features/auth/use-seconds-left.ts'],
    ['features/repay/repay-page.tsx', 'features/borrow/borrow-page.tsx'],
  ])
    assert.equal(directionProblems([e(from, to)]), [`${from} -> ${to}: only the route table imports features`]);
  assert.equal(directionProblems([e('features/borrow/loan-page.tsx', 'features/borrow/borrow-page.tsx')]), [], 'within a feature');
});

test("the forbidden table is STYLE.md's arrows followed one after another, and nothing else", () => {
  const style = forbiddenBy(STYLE_ARROWS);
  assert.equal(style.ui, ['api', 'app', 'features', 'main', 'platform', 'router', 'session', 'settings']);
  assert.equal(style.api, ['app', 'features', 'main', 'platform', 'router', 'session', 'settings', 'ui']);
  assert.equal(style.session, ['app', 'features', 'main', 'platform', 'ui']);
  assert.equal(style.features, ['app', 'main', 'platform']);
  assert.equal(style.main, ['platform'], 'STYLE.md draws no way from the top to the platform');
  assert.equal(style.router, ['api', 'app', 'features', 'i18n', 'main', 'platform', 'session', 'settings', 'ui']);
  // The arrows added here each open exactly what they name.
  assert.equal(FORBIDDEN.features, ['app', 'main']);
  assert.equal(FORBIDDEN.session, ['app', 'features', 'main', 'platform', 'ui']);
  assert.equal(FORBIDDEN.ui, ['api', 'app', 'features', 'main', 'platform', 'session']);
  assert.equal(FORBIDDEN.main, []);
  assert.equal(FORBIDDEN.api, ['app', 'features', 'main', 'platform', 'router', 'session', 'ui']);
});

// The server's areas, bottom line first (STYLE.md "Which way imports point", docs/code-layout.md): an
// area is a folder of server/, or a file at its top; each imports only areas on lines below its own,
// type-only imports included, so no two areas import each other and a new area must be given a line.
// Money flows upwards: pricing and credit before borrowing, borrowing before repayment, repayment
// before proofs of payment and the order list.
const SERVER_ORDER = [
  'time, log, hash, env-get, i18n, config-secrets', // the ground: clock arithmetic, logging, the words
  'app-error', // the refusal any layer throws, turned into an answer by app.ts alone
  'db, rules', // the schema, and the rules areas share (phone, Manila days, contact hours)
  'http, setting-repo, schedule, health, housekeeping, bill, credit', // plumbing; the bill record, the credit rules
  'clock, batch, dict, metric, partner, pay, pricing, survey, config-webhooks',
  'ops-command, certification, public, config-pay, config-sms, config-schema', // the shape of an operator command; the step order
  'auth, clock-ops, coupon, identity', // sign-in and the borrower's row
  'contacts, personal-info, phone-check, push',
  'message', // the message center and its pushes, which every area below a bill's money writes to
  'bank-account, report',
  'borrow',
  'repay, loan-guide',
  'voucher, reminder',
  'orders, user', // what reads every area a bill passes through: the order list, my data and erasure
  'config, deps, services, sweeps', // the wiring: settings, collaborators and timers of every area
  'mounts, ops', // the route table and the operator's command table
  'app, listen, drain', // the app, the port and the graceful stop
  'index',
];
// The wiring every area is handed at start (`Deps`, `Config` and its parts): built on top from the
// areas' own pieces, so an area may name their types, never their values.
const SERVER_WIRING = new Set(['deps', 'config', 'config-pay', 'config-sms', 'config-webhooks']);

/** The line of each server area in `order`, 0 at the bottom. */
const linesOf = (order: string[]) => new Map(order.flatMap((line, i) => line.split(',').map((a) => [a.trim(), i] as const)));

/** The area of a path relative to server/: its first folder, or the file's name at the top. */
const areaOf = (file: string) => (file.includes('/') ? file.split('/')[0] : file.replace(/\.ts$/, ''));

/** Every import between server areas against `order`, as readable lines (contract/ is below them all). */
function serverProblems(edges: Edge[], order = SERVER_ORDER): string[] {
  const line = linesOf(order);
  const problems: string[] = [];
  for (const e of edges) {
    const [from, to] = [areaOf(e.from), areaOf(e.to)];
    if (from === to || to === '..') continue;
    for (const a of [from, to]) if (!line.has(a)) problems.push(`${a} has no line in SERVER_ORDER`);
    if (line.get(to)! >= line.get(from)! && !(e.typeOnly && SERVER_WIRING.has(to)))
      problems.push(`${e.from} -> ${e.to}: ${from} must not import ${to}`);
  }
  return [...new Set(problems)];
}

/** The folder-level graph: one edge per import between two areas, the wiring's types left out. */
const areaEdges = (edges: Edge[]): Edge[] =>
  edges
    .filter((e) => areaOf(e.from) !== areaOf(e.to) && !e.to.startsWith('..') && !(e.typeOnly && SERVER_WIRING.has(areaOf(e.to))))
    .map((e) => ({ ...e, from: areaOf(e.from), to: areaOf(e.to), typeOnly: false }));

const serverFiles = Object.fromEntries(sourceFiles(SERVER).map((p) => [relative(SERVER, p), readFileSync(p, 'utf8')]));
const serverEdges = graphOf(serverFiles, SERVER);

test('no two server areas import each other, even through others (a folder-level cycle)', () => {
  assert.equal(
    valueCycles(areaEdges(serverEdges)).map((c) => 'areas on one cycle: ' + c.join(', ')),
    [],
  );
});

test('every server import points down the stated order of areas', () => {
  assert.equal(serverProblems(serverEdges), []);
});

test('server/ never imports build/: the build reads server/ and contract/, one way', () => {
  const BUILD_DIR = resolve('build') + '/';
  const found = sourceFiles(SERVER).flatMap((path) =>
    importsOf(readFileSync(path, 'utf8'))
      .filter((i) => i.spec.startsWith('.') && resolve(dirname(path), i.spec).startsWith(BUILD_DIR))
      .map((i) => `${relative(SERVER, path)} -> ${i.spec}`),
  );
  assert.equal(found, []);
});

test('the server loops there were are named: an area importing one above it or a peer, an unlisted area, a type from above', () => {
  const e = (from: string, to: string, typeOnly = false): Edge => ({ from, to, typeOnly, dynamic: false });
  assert.equal(serverProblems([e('borrow/routes.ts', 'repay/money-repo.ts')]), [
    'borrow/routes.ts -> repay/money-repo.ts: borrow must not import repay',
  ]);
  assert.equal(serverProblems([e('db/serializable.ts', 'http/app-error.ts')]), [
    'db/serializable.ts -> http/app-error.ts: db must not import http',
  ]);
  assert.is(serverProblems([e('user/ops.ts', 'ops/command.ts')]).length, 1, 'an area naming the command table');
  assert.is(serverProblems([e('credit/repo.ts', 'borrow/repo.ts')]).length, 1, 'peers on one line');
  assert.equal(serverProblems([e('coupon/routes.ts', 'loot/box.ts')]), ['loot has no line in SERVER_ORDER']);
  assert.is(serverProblems([e('borrow/bill-view.ts', 'repay/ledger-repo.ts', true)]).length, 1, 'a type of an area above');
  assert.equal(
    serverProblems([e('borrow/routes.ts', 'deps.ts', true), e('pay/paymongo-pay.ts', 'config-pay.ts', true)]),
    [],
    "the wiring's types",
  );
  assert.is(serverProblems([e('borrow/routes.ts', 'config.ts')]).length, 1, "the wiring's values");
  assert.equal(serverProblems([e('repay/routes.ts', 'borrow/bill-actions.ts'), e('borrow/apply.ts', '../contract/borrow.ts')]), []);
  assert.equal(valueCycles(areaEdges([e('borrow/a.ts', 'repay/b.ts'), e('repay/c.ts', 'borrow/d.ts')])), [['borrow', 'repay']]);
});

test('a contract file with state, a call on import or a side effect is refused; constants and pure functions pass', () => {
  assert.equal(
    sideEffectsInContract(
      'export const A = { x: 1 } as const;\nexport enum S { New = 10 }\n/** Doc. */\nexport function ok(n: number): boolean {\n  return n > A.x;\n}',
    ),
    [],
  );
  assert.equal(sideEffectsInContract('export let count = 0;').length, 1);
  assert.equal(sideEffectsInContract("register('x');").length, 1);
  assert.equal(sideEffectsInContract('export class Store {}').length, 1);
  assert.equal(sideEffectsInContract('export function now() {\n  return Date.now();\n}').length, 1);
  assert.equal(sideEffectsInContract("export const get = () => fetch('/x');").length, 1);
});

test('type-only imports are told apart from value imports', () => {
  assert.equal(
    importsOf(
      "import type { A } from './a';\nimport { type B, type C } from './b';\nimport { d, type E } from './d';\nexport type { F } from './f';\nconst x = import('./g');\nimport './h.css';",
    ).map((i) => `${i.spec}:${i.typeOnly ? 'type' : 'value'}`),
    ['./a:type', './b:type', './d:value', './f:type', './h.css:value', './g:value'],
  );
});

// A cycle closed only by `import type` is still a knot for the reader: two files that each need the
// other to be understood. The cipher's interface, the platform's dialogs and the server's providers
// once were such knots; no cycle is left in src/ or server/, type imports counted.
/** The cycles of `edges` with type-only imports counted as any other. */
const anyCycles = (all: Edge[]) => valueCycles(all.map((e) => ({ ...e, typeOnly: false })));

/** The import edges among the files of `root` (paths relative to the repository), type-only ones marked. */
function folderGraph(root: string): Edge[] {
  return sourceFiles(root).flatMap((path) =>
    importsOf(readFileSync(path, 'utf8')).flatMap((i) => {
      const to = resolveSpec(path, i.spec);
      return to ? [{ from: relative('.', path), to: relative('.', to), typeOnly: i.typeOnly, dynamic: i.dynamic }] : [];
    }),
  );
}

test('no cycle in src/ or server/, not even one closed by a type import', () => {
  assert.equal(
    anyCycles([...edges, ...folderGraph(SERVER)]).map((c) => 'files on one cycle: ' + c.join(', ')),
    [],
  );
});

test('a cycle closed by a type import is found when type imports count', () => {
  const implementation = { from: 'server/push/web-push-provider.ts', to: 'server/push/push-provider.ts', typeOnly: true, dynamic: false };
  const factory = { from: 'server/push/push-provider.ts', to: 'server/push/web-push-provider.ts', typeOnly: false, dynamic: false };
  assert.equal(valueCycles([implementation, factory]), []);
  assert.is(anyCycles([implementation, factory]).length, 1);
});

test.run();
