// Embedded mode (PRODUCT.md section 6) in the browser: a partner site frames the app with an open
// token. Needs a second build with ORIGIN_FLAG=1 (dist-embedded/) and its own server.
import type { BrowserContext } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { baseUrl, callApi, phone } from './harness';
import { buildInto, startPartnerSite, startSecondServer, type SecondServer } from './second-server';

const tokenCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'token')?.value;

/** A partner's server creating a one-time sign-in task for its user (PRODUCT.md section 6). */
async function partnerTask(server: string, phoneNo: string): Promise<string> {
  const res = await fetch(server + '/api/partner/task', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer demo-partner-secret' },
    body: JSON.stringify({ channel: 'demo-partner', phone: phoneNo }),
  });
  const { code, data, msg } = (await res.json()) as { code: number; data: { taskId: string }; msg: string };
  if (code !== 200) throw new Error('partner task: ' + msg);
  return data.taskId;
}

test('without the origin flag, an openToken in the address is ignored', async () => {
  const { context, page, errors } = await phone();
  const task = await partnerTask(baseUrl, '09173000008');
  const calls: string[] = [];
  page.on('request', (r) => calls.push(r.url()));
  await page.goto(`${baseUrl}/?openToken=${task}#/noren`);
  await page.getByRole('button', { name: 'Sign in to apply' }).waitFor();
  await page.waitForTimeout(300);
  assert.not.ok(calls.some((u) => u.includes('uniqueLogin')));
  assert.is(await tokenCookie(context), undefined);
  assert.equal(errors, []);
  await context.close();
});

let embedded: SecondServer | null = null;
let partnerSite: { stop(): Promise<void> } | null = null;
test.after(async () => {
  await embedded?.stop();
  await partnerSite?.stop();
});

test('embedded: a partner page on another site frames the app with an open token; the borrower is signed in and continues inside the iframe', async () => {
  buildInto('dist-embedded', { ORIGIN_FLAG: '1' });
  embedded = await startSecondServer('dist-embedded');
  const task = await partnerTask(embedded.url, '09173000009');
  // The partner's page on http://localhost:<port>; the app on http://127.0.0.1:<port>: two different sites.
  const site = await startPartnerSite(
    () =>
      `<!doctype html><title>Partner</title><h1>Partner app</h1><iframe src="${embedded!.url}/?openToken=${task}#/noren" style="width:100%;height:640px;border:0"></iframe>`,
  );
  partnerSite = site;
  const partner = site.url;
  const { context, page, errors } = await phone();
  const signedIn = page.waitForResponse((r) => r.url().endsWith('/api/user/login/uniqueLogin'));
  const deviceReport = page.waitForResponse((r) => r.url().endsWith('/api/user/user/deviceInformation'));
  for (const p of [signedIn, deviceReport]) p.catch(() => {}); // awaited below; a failure earlier must not crash the run
  await page.goto(partner);
  const frame = page.frameLocator('iframe');
  await signedIn;
  await frame.getByRole('heading', { level: 1, name: 'Identity verification' }).waitFor();

  // The token went in the Authentication header from inside the cross-site frame, and the server took it.
  const { open } = await import('../../src/api/envelope');
  const { readBuildSettings } = await import('../../build/settings.mjs');
  const answer = await open<{ code: number }>(
    ((await (await deviceReport).json()) as { payload: string }).payload,
    readBuildSettings(process.env).envelopeKey,
  );
  assert.is(answer.code, 200);
  const inner = page.frames().find((f) => f !== page.mainFrame())!;
  assert.not.match(inner.url(), /openToken/, 'the one-time token left the address');

  // The journey goes on inside the frame: the landing page now offers to continue, and it does.
  await inner.evaluate(() => (location.hash = '#/noren'));
  await frame.getByRole('button', { name: 'Continue verification' }).click();
  await frame.getByRole('heading', { level: 1, name: 'Identity verification' }).waitFor();
  assert.equal(errors, []);
  await context.close();
});

test('embedded: the same task opened again in a second tab says on the page that the link was used and what to do', async () => {
  assert.ok(embedded, 'the embedded build runs (previous test)');
  const task = await partnerTask(embedded!.url, '09173000010');
  const site = await startPartnerSite(
    () =>
      `<!doctype html><title>Partner</title><iframe src="${embedded!.url}/?openToken=${task}#/noren" style="width:100%;height:640px;border:0"></iframe>`,
  );
  const { context, page } = await phone();
  const first = page.waitForResponse((r) => r.url().endsWith('/api/user/login/uniqueLogin'));
  await page.goto(site.url);
  await first;
  await page.frameLocator('iframe').getByRole('heading', { level: 1, name: 'Identity verification' }).waitFor();

  const second = await context.newPage();
  await second.goto(site.url);
  const frame = second.frameLocator('iframe');
  await frame
    .getByRole('alert')
    .filter({ hasText: 'This sign-in link is no longer valid. Go back to the partner app and try again' })
    .waitFor();
  await frame.getByRole('button', { name: 'Sign in to apply' }).waitFor();
  await context.close();
  await site.stop();
});

// PRODUCT.md section 6: a phone that already has an account proves itself with the code sent to it.
test('embedded: a borrower who already has an account gets the code step inside the frame, types the code sent to the phone and is in that account', async () => {
  assert.ok(embedded, 'the embedded build runs (previous tests)');
  const phoneNo = '09173000011';
  // The borrower came through this partner before: the account exists (no code was sent then).
  const first = await callApi<{ userId: number }>('POST', '/login/uniqueLogin', {
    base: embedded!.url,
    body: { taskId: await partnerTask(embedded!.url, phoneNo), uniqueChannel: 'demo-partner', registerClientType: 1 },
  });
  assert.is(first.code, 200, first.msg);

  const task = await partnerTask(embedded!.url, phoneNo);
  const site = await startPartnerSite(
    () =>
      `<!doctype html><title>Partner</title><iframe src="${embedded!.url}/?openToken=${task}#/noren" style="width:100%;height:640px;border:0"></iframe>`,
  );
  const { context, page, errors } = await phone();
  const uniqueLogins: import('playwright-core').Response[] = [];
  page.on('response', (r) => r.url().endsWith('/api/user/login/uniqueLogin') && uniqueLogins.push(r));
  await page.goto(site.url);
  const frame = page.frameLocator('iframe');
  await frame.getByText('You already have an account with us. Enter the code we sent to 0917****11 to sign in.').waitFor();
  await frame.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  assert.is(await frame.getByLabel('Mobile number').count(), 0, 'no phone to type: the task names it');
  assert.is(await tokenCookie(context), undefined, 'nobody is signed in before the code');

  await frame.getByLabel('4-digit code').fill(await embedded!.otpFor(phoneNo));
  await frame.getByRole('button', { name: 'Sign in' }).click();
  await frame.getByRole('heading', { level: 1, name: 'Identity verification' }).waitFor();
  // The same account as before: what uniqueLogin answered the frame, opened as the app opens it.
  const { open } = await import('../../src/api/envelope');
  const { readBuildSettings } = await import('../../build/settings.mjs');
  const answers = await Promise.all(
    uniqueLogins.map(async (r) =>
      open<{ data: { needCode?: boolean; userId?: number } }>(
        ((await r.json()) as { payload: string }).payload,
        readBuildSettings(process.env).envelopeKey,
      ),
    ),
  );
  assert.equal(
    answers.map((a) => (a.data.needCode ? 'code' : a.data.userId)),
    ['code', first.data.userId],
  );
  assert.equal(errors, []);
  await context.close();
  await site.stop();
});

test.run();
