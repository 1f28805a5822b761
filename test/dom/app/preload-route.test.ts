import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { preloadRoute } from '../../../src/app/preload-route';
import { loaderFor, page, routes } from '../../../src/app/routes';
import { findRoute } from '../../../src/router/match';
import { firstCalls } from '../../../src/session/first-calls';
import { token, userStatus } from '../../../src/session/session';

test('preloading a route fetches its chunk and remembers the page, so opening it needs no loader', async () => {
  const load = findRoute(routes, '/privacy-policy')!.route.load!;
  assert.is(load.page, undefined);
  await preloadRoute('/privacy-policy');
  assert.type(load.page, 'function');
});

test('a route with parameters (the next certification step) preloads too', async () => {
  await preloadRoute('/facial-auth/step-two');
  const found = findRoute(routes, '/facial-auth/step-two')!;
  assert.type(loaderFor(found.route, found.params)!.page, 'function');
});

test('each facial-auth step preloads its own page: step one is the identity page, not the row’s placeholder', async () => {
  const found = findRoute(routes, '/facial-auth/step-one')!;
  const own = loaderFor(found.route, found.params)!;
  assert.is.not(own, found.route.load);
  await preloadRoute('/facial-auth/step-one');
  assert.is(own.page?.name, 'IdentityPage');
});

test('the certification flow shares one chunk, each of its routes still opening its own page', async () => {
  const paths = ['/identity-auth', '/api-phone-check', '/facial-auth/step-one', '/facial-auth/step-two', '/facial-auth/step-three'];
  const pages = await Promise.all(
    paths.map(async (path) => {
      const found = findRoute(routes, path)!;
      return (await loaderFor(found.route, found.params)!()).default.name;
    }),
  );
  assert.equal(pages, ['IdentityAuthPage', 'PhoneCheckPage', 'IdentityPage', 'PersonalInfoPage', 'ContactsPage']);
});

test('an unknown path or a redirect row preloads nothing and does not fail', async () => {
  const loaded = () => routes.map((r) => Boolean(r.load?.page));
  const before = loaded();
  await preloadRoute('/no-such-page');
  await preloadRoute('/facial-auth');
  assert.equal(loaded(), before);
});

test('a page chunk is fetched once however often it is asked for; a failed one is fetched again', async () => {
  let calls = 0;
  const load = page(async () => {
    calls++;
    if (calls === 1) throw new Error('chunk 404');
    return { default: () => null };
  });
  await load().catch(() => {});
  await Promise.all([load(), load()]);
  assert.is(calls, 2);
  await preloadRoute('/privacy-policy');
  assert.ok(load.page);
});

test('signed in, a route’s calls are on their way as its preload returns, once their code is here: before the page renders and asks them itself', async () => {
  const realFetch = globalThis.fetch;
  globalThis.fetch = () => new Promise<Response>(() => {});
  token.value = 'tok-preload';
  userStatus.value = 60; // certified
  try {
    const bills = '/api/user' + firstCalls['/order']![0];
    await preloadRoute('/order'); // the first preload brings the calls' code (session/tap-start.ts)
    delete globalThis.__early![bills];
    void preloadRoute('/order');
    assert.ok(globalThis.__early![bills], 'the bills asked for before the preload returned');
  } finally {
    globalThis.fetch = realFetch;
    token.value = null;
    userStatus.value = null;
    globalThis.__early = undefined;
  }
});

test.run();
