// The service worker (build/sw-template.js) run in a sandbox with an in-memory cache storage, a
// scripted network and fake clients: what it stores, what it answers, and what it never touches.
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { serviceWorkerSource } from '../../../build/service-worker.mjs';

const ORIGIN = 'https://app.example';
const SHELL = '<!doctype html><script type="module" src="/assets/main-aaaa.js"></script>';
const pathOf = (r: string | { url: string }) => new URL(typeof r === 'string' ? r : r.url, ORIGIN).pathname;

type Req = { url: string; method: string; mode: string; cache?: string };
type Handler = (event: any) => void;

/** One service worker in a fresh world: `network` answers fetches by path (a function may delay or fail). */
function world(opts: { version?: string; precache?: string[]; network?: Record<string, string | (() => Promise<Response>)> } = {}) {
  const store = new Map<string, Map<string, Response>>();
  const fetched: Req[] = [];
  const shown: { title: string; options: NotificationOptions }[] = [];
  const opened: string[] = [];
  const focused: string[] = [];
  let windows: { url: string; focus: () => Promise<void> }[] = [];
  const network = opts.network ?? {};
  let offline = false;
  const fetch = async (input: string | Req) => {
    const req = typeof input === 'string' ? { url: new URL(input, ORIGIN).href, method: 'GET', mode: 'cors' } : input;
    fetched.push(req);
    if (offline) throw new TypeError('Failed to fetch');
    const answer = network[pathOf(req)];
    if (typeof answer === 'function') return answer();
    if (answer === undefined) return new Response('not found', { status: 404 });
    return new Response(answer, { status: 200 });
  };
  const cacheOf = (name: string) => {
    const entries = store.get(name) ?? new Map<string, Response>();
    store.set(name, entries);
    return {
      match: async (r: string | Req) => entries.get(pathOf(r))?.clone(),
      put: async (r: string | Req, res: Response) => void entries.set(pathOf(r), res),
      addAll: async (reqs: Req[]) => {
        for (const r of reqs) {
          const res = await fetch(r);
          if (!res.ok) throw new TypeError(`addAll: ${r.url} ${res.status}`);
          entries.set(pathOf(r), res);
        }
      },
    };
  };
  const caches = {
    open: async (name: string) => cacheOf(name),
    keys: async () => [...store.keys()],
    delete: async (name: string) => store.delete(name),
    match: async (r: string | Req, o: { cacheName?: string } = {}) => {
      for (const [name, entries] of store)
        if (!o.cacheName || o.cacheName === name) if (entries.has(pathOf(r))) return entries.get(pathOf(r))!.clone();
      return undefined;
    },
  };
  const handlers: Record<string, Handler> = {};
  const self = {
    location: new URL(ORIGIN + '/sw.js'),
    addEventListener: (type: string, h: Handler) => void (handlers[type] = h),
    skipWaiting: async () => {},
    registration: { showNotification: async (title: string, options: NotificationOptions) => void shown.push({ title, options }) },
    clients: {
      claim: async () => {},
      matchAll: async () => windows,
      openWindow: async (url: string) => void opened.push(url),
    },
  };
  class SandboxRequest {
    url: string;
    method = 'GET';
    mode = 'cors';
    cache: string;
    constructor(url: string, init: { cache?: string } = {}) {
      this.url = new URL(url, ORIGIN).href;
      this.cache = init.cache ?? 'default';
    }
  }
  const source = serviceWorkerSource({
    version: opts.version ?? 'v1',
    precache: opts.precache ?? ['/', '/assets/main-aaaa.js', '/manifest.webmanifest'],
    appName: 'PesoCash',
    navigationDeadlineMs: 50,
  });
  runInNewContext(source, { self, caches, fetch, Request: SandboxRequest, Response, URL, setTimeout, Promise });

  /** Dispatches an extendable event; resolves once everything it waits for settled. */
  const extendable = async (type: string, extra: object = {}) => {
    const waits: Promise<unknown>[] = [];
    handlers[type]({ ...extra, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  };
  /** A GET (or `method`) of `path`; resolves with the worker's answer, or null when it left the request to the browser. */
  const request = async (path: string, mode = 'cors', method = 'GET') => {
    let answer: Promise<Response> | null = null;
    const waits: Promise<unknown>[] = [];
    handlers.fetch({
      request: { url: ORIGIN + path, method, mode },
      respondWith: (p: Promise<Response>) => (answer = p),
      waitUntil: (p: Promise<unknown>) => waits.push(p),
    });
    const res = answer ? await answer : null;
    await Promise.all(waits);
    return res as Response | null;
  };
  return {
    store,
    fetched,
    shown,
    opened,
    focused,
    setOffline: (on: boolean) => (offline = on),
    setWindows: (urls: string[]) => (windows = urls.map((url) => ({ url, focus: async () => void focused.push(url) }))),
    install: () => extendable('install'),
    activate: () => extendable('activate'),
    request,
    push: (data: string) => extendable('push', { data: { json: () => JSON.parse(data), text: () => data } }),
    click: () => extendable('notificationclick', { notification: { close: () => {} } }),
  };
}

const built = { '/': SHELL, '/assets/main-aaaa.js': 'main()', '/manifest.webmanifest': '{}', '/assets/page-bbbb.js': 'page()' };

test('install stores the shell and the first screen: hashed files from the HTTP cache, the shell and the rest revalidated', async () => {
  const sw = world({ network: built });
  await sw.install();
  assert.equal([...sw.store.get('pesocash-v1')!.keys()].sort(), ['/', '/assets/main-aaaa.js', '/manifest.webmanifest']);
  const mode = Object.fromEntries(sw.fetched.map((r) => [pathOf(r), r.cache]));
  assert.is(mode['/assets/main-aaaa.js'], 'default', 'an immutable hashed file is never downloaded twice');
  assert.is(mode['/'], 'no-cache');
  assert.is(mode['/manifest.webmanifest'], 'no-cache');
});

test('a page chunk is stored when first used and then answered without the network', async () => {
  const sw = world({ network: built });
  await sw.install();
  assert.is(await (await sw.request('/assets/page-bbbb.js'))!.text(), 'page()');
  const before = sw.fetched.length;
  assert.is(await (await sw.request('/assets/page-bbbb.js'))!.text(), 'page()');
  assert.is(sw.fetched.length, before, 'the second use never reached the network');
});

test('a failed answer is never stored', async () => {
  const sw = world({ network: built });
  await sw.install();
  assert.is((await sw.request('/assets/gone-cccc.js'))!.status, 404);
  assert.not.ok(sw.store.get('pesocash-v1')!.has('/assets/gone-cccc.js'));
});

test('API calls are left to the browser and never stored, whatever their method', async () => {
  const sw = world({ network: { ...built, '/api/user/user/status': '{"payload":"x"}' } });
  await sw.install();
  assert.is(await sw.request('/api/user/user/status'), null);
  assert.is(await sw.request('/api/user/login/otpLoginCheck', 'cors', 'POST'), null);
  for (const entries of sw.store.values())
    assert.equal(
      [...entries.keys()].filter((p) => p.startsWith('/api/')),
      [],
    );
});

test('a page opens from the network when it answers: the visit after a deploy runs the new build', async () => {
  const sw = world({ network: { ...built, '/': '<!doctype html>new build' } });
  await sw.install();
  assert.is(await (await sw.request('/', 'navigate'))!.text(), '<!doctype html>new build');
});

test('offline, a page opens from the stored shell', async () => {
  const sw = world({ network: built });
  await sw.install();
  sw.setOffline(true);
  assert.is(await (await sw.request('/', 'navigate'))!.text(), SHELL);
  assert.is(await (await sw.request('/?openToken=abc', 'navigate'))!.text(), SHELL);
  assert.is(await (await sw.request('/assets/main-aaaa.js'))!.text(), 'main()');
});

test('on a network too slow to answer within the deadline, the stored shell answers', async () => {
  let slow = false;
  const sw = world({ network: { ...built, '/': () => (slow ? new Promise<Response>(() => {}) : Promise.resolve(new Response(SHELL))) } });
  await sw.install();
  slow = true;
  const answer = await Promise.race([sw.request('/', 'navigate'), new Promise<null>((r) => setTimeout(() => r(null), 1000))]);
  assert.ok(answer, 'answered within a second');
  assert.is(await answer!.text(), SHELL);
});

test('a page answered by the network is not stored as the shell: only an install stores a shell, with its files', async () => {
  let page = SHELL;
  const sw = world({ network: { ...built, '/': async () => new Response(page), '/other.html': async () => new Response('other') } });
  await sw.install();
  page = '<!doctype html>new build';
  await sw.request('/', 'navigate');
  await sw.request('/other.html', 'navigate');
  await new Promise((r) => setTimeout(r, 20)); // a store the worker did not wait for
  assert.is(await sw.store.get('pesocash-v1')!.get('/')!.clone().text(), SHELL);
});

test('a new build keeps the previous build (a page still open on it finds its chunks) and drops older ones', async () => {
  const v1 = world({ version: 'v1', network: built });
  await v1.install();
  await v1.request('/assets/page-bbbb.js');
  const shared = v1.store;
  const next = (version: string) => {
    const w = world({
      version,
      precache: ['/', '/assets/main-dddd.js', '/manifest.webmanifest'],
      network: { ...built, '/assets/main-dddd.js': 'main2()', '/manifest.webmanifest': '{"v":2}' },
    });
    for (const [k, v] of shared) w.store.set(k, v);
    return w;
  };
  const v2 = next('v2');
  await v2.install();
  await v2.activate();
  assert.equal([...v2.store.keys()], ['pesocash-v1', 'pesocash-v2']);
  const before = v2.fetched.length;
  assert.is(await (await v2.request('/assets/page-bbbb.js'))!.text(), 'page()', "the old build's chunk, from its cache");
  assert.is(v2.fetched.length, before);
  assert.is(
    await (await v2.request('/manifest.webmanifest'))!.text(),
    '{"v":2}',
    'a file without a hash in its name comes from this build',
  );
  const v3 = world({ version: 'v3', network: built });
  for (const [k, v] of v2.store) v3.store.set(k, v);
  await v3.install();
  await v3.activate();
  assert.equal([...v3.store.keys()], ['pesocash-v2', 'pesocash-v3']);
});

test('a push shows its title and text; a tap opens the app, or brings an open one forward', async () => {
  const sw = world();
  await sw.push(JSON.stringify({ title: 'Loan approved', text: 'Your ₱5,000 loan was approved.' }));
  assert.is(sw.shown[0].title, 'Loan approved');
  assert.is(sw.shown[0].options.body, 'Your ₱5,000 loan was approved.');
  await sw.push(JSON.stringify({ text: 'No title' }));
  assert.is(sw.shown[1].title, 'PesoCash');
  sw.setWindows([]);
  await sw.click();
  assert.equal(sw.opened, ['/']);
  sw.setWindows([ORIGIN + '/#/home']);
  await sw.click();
  assert.equal(sw.focused, [ORIGIN + '/#/home']);
  assert.equal(sw.opened, ['/']);
});

test('the template is plain script: no import, no export', () => {
  const src = readFileSync('build/sw-template.js', 'utf8');
  assert.not.match(src, /^\s*(import|export)\s/m);
});

test.run();
