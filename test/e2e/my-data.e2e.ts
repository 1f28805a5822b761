// The borrower's data rights in the browser at 360x740: My data from My profile, its download as
// one JSON file, and deleting the account with a fresh code (the server suite checks the phone starts anew).
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DOUBLE_TAP_MS } from '../../src/app/touch-guard';
import { baseUrl, callApi, phone, serverLines, signInCookies, signInViaApi } from './harness';

/** The erase code the development SMS provider printed for `phoneNo` (not its sign-in code). */
async function eraseCodeFor(phoneNo: string): Promise<string> {
  for (;;) {
    const line = serverLines
      .map((l) => {
        try {
          return JSON.parse(l);
        } catch {
          return null;
        }
      })
      .reverse()
      .find((l) => l?.msg === 'otp' && l.phone === phoneNo && l.purpose === 'erase');
    if (line) return line.code;
    await new Promise((r) => setTimeout(r, 50));
  }
}

test('My data downloads as one JSON file, and Delete my account with a fresh code signs out everywhere', async () => {
  const { context, page, errors } = await phone();
  const phoneNo = '09174100001';
  const token = await signInViaApi(phoneNo);
  const signedInAt = Date.now();
  const me = await callApi<{ bizStatus: number }>('GET', '/user/status', { token });
  assert.is(me.code, 200);
  await signInCookies(context, token, phoneNo);
  await page.goto(baseUrl + '/#/user');
  await page.getByRole('link', { name: 'My data' }).tap();
  await page.getByRole('heading', { level: 1, name: 'My data' }).waitFor();

  await page.waitForTimeout(DOUBLE_TAP_MS + 50);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data (JSON file)' }).tap(),
  ]);
  assert.match(download.suggestedFilename(), /^my-data-\d{4}-\d\d-\d\d\.json$/);
  const doc = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  assert.is(doc.sections.profile[0].phone, phoneNo);
  assert.ok(Array.isArray(doc.sections.loans));

  // An erase code obeys the sign-in codes' limits: one a minute for the phone, said in plain words.
  await page.waitForTimeout(DOUBLE_TAP_MS + 50); // a touch end within 500 ms of the last is swallowed (spec section 9)
  await page.getByRole('button', { name: 'Delete my account' }).tap();
  await page.getByText(/Please wait \d+ seconds before requesting another code/).waitFor();
  await new Promise((r) => setTimeout(r, Math.max(0, signedInAt + 61_000 - Date.now())));
  await page.getByRole('button', { name: 'Delete my account' }).tap();
  const field = page.getByLabel('Code');
  await field.waitFor();
  await field.fill(await eraseCodeFor(phoneNo));
  await page.waitForTimeout(DOUBLE_TAP_MS + 50); // the tap that opened the field was less than 500 ms ago
  await page.getByRole('button', { name: 'Delete my account now' }).tap();
  await page.getByText('Your account is deleted.', { exact: false }).waitFor();
  await page.waitForURL(/#\/noren$/, { waitUntil: 'commit' });
  assert.is(
    (await context.cookies()).find((c) => c.name === 'token'),
    undefined,
  );
  assert.is((await callApi('GET', '/user/status', { token })).code, 401, 'the server no longer accepts the token');
  assert.equal(errors, []);
  await context.close();
});

test.run();
