// Certification steps two to four at 360x740 against the real server: a borrower signed in
// through the page and brought to status 30 by real calls (phone check, ID and face) fills in
// personal information (a reload in the middle keeps what was typed), emergency contacts and the
// bank account (the connection drops once), sees the credit-evaluation countdown and the credit
// success dialog, and lands on Home at 60.
import type { BrowserContext, Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { toPersonalInfo } from './certify';
import { baseUrl, callApi, otpFor, phone, signInCookies } from './harness';

const BORROWER = '09175550001';

async function skipPermissionNotices(context: BrowserContext) {
  await context.addInitScript(() => {
    if (location.protocol !== 'http:') return; // about:blank has no storage
    localStorage.setItem('permission.agreed.location', '1');
    localStorage.setItem('permission.agreed.notification', '1');
  });
}

async function signInThroughPage(page: Page, phoneNo: string) {
  await page.goto(baseUrl + '/#/login');
  await page.getByLabel('Mobile number').fill(phoneNo);
  await page.getByLabel('I have read and agree to the').check(); // before the number is sent anywhere
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
  await page.getByLabel('4-digit code').fill(await otpFor(phoneNo));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/#\/identity-auth$/);
}

test('a borrower at status 30 fills in steps two to four, sees the countdown and the credit success dialog, and lands on Home at 60', async () => {
  const { context, page, errors } = await phone();
  await skipPermissionNotices(context);
  await signInThroughPage(page, BORROWER);
  const token = (await context.cookies()).find((c) => c.name === 'token')!.value;
  await toPersonalInfo({ token, phoneNo: BORROWER });

  // Step two: the KYC name and birth date are there; the rest is typed, then the page is reloaded mid-way.
  // A fresh load, as a borrower coming back: the app reads the status the calls above moved to 30.
  await page.goto('about:blank');
  await page.goto(baseUrl + '/#/facial-auth/step-two');
  await page.getByText('Maria Clara Santos').waitFor();
  await page.getByText('Step 2 of 4').waitFor();
  const select = async (label: string, value: string) => {
    const el = page.getByLabel(label, { exact: true });
    await el.locator(`option[value="${value}"]`).waitFor({ state: 'attached' });
    await el.selectOption(value);
  };
  await select('Gender', 'F');
  await page.getByLabel('Email address').fill('maria@example.com');
  await select('Education', 'COLLEGE_GRADUATE');
  await page.getByLabel('Company or business name').fill('Acme BPO Inc.');
  await page.reload();
  assert.is(await page.getByLabel('Email address').inputValue(), 'maria@example.com');
  assert.is(await page.getByLabel('Company or business name').inputValue(), 'Acme BPO Inc.');
  await page.getByLabel('Gender', { exact: true }).locator('option[value="F"]').waitFor({ state: 'attached' });
  assert.is(await page.getByLabel('Gender', { exact: true }).inputValue(), 'F');

  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Please choose one of the options').first().waitFor(); // marital status and the rest
  await select('Marital status', 'SINGLE');
  await page.getByLabel('Number of children').fill('1');
  await select('Work status', 'EMPLOYED_PRIVATE');
  await select('Industry', 'BPO');
  await select('Monthly income', '20K_30K');
  await select('How often you are paid', 'SEMI_MONTHLY');
  // Twice a month names its paydays (the 15th and 30th): no single payday is asked.
  assert.is(await page.getByLabel('Payday').count(), 0);
  await page.getByLabel('Company or business address').fill('6750 Ayala Ave, Makati City');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step three: the own number is refused, then two good contacts.
  await page.waitForURL(/#\/facial-auth\/step-three$/);
  const person = (n: number) => page.getByRole('group', { name: `Emergency contact ${n}` });
  for (const [n, rel, name, tel] of [
    [1, 'PARENT', 'Ana Santos', '+63 917 555 0001'],
    [2, 'SIBLING', 'Jose Santos', '0919 000 0002'],
  ] as const) {
    const rs = person(n).getByLabel('Relationship');
    await rs.locator(`option[value="${rel}"]`).waitFor({ state: 'attached' });
    await rs.selectOption(rel);
    await person(n).getByLabel('Full name').fill(name);
    await person(n).getByLabel('Mobile number').fill(tel);
  }
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('This is your own number. Please give someone else’s').waitFor();
  await person(1).getByLabel('Mobile number').fill('0918 000 0001');
  // The connection drops as the borrower taps Next: nothing is lost, the same tap works once it is back.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('No connection. Check your internet and try again.').waitFor();
  await context.setOffline(false);
  assert.is(await person(1).getByLabel('Full name').inputValue(), 'Ana Santos');
  assert.match(
    await page.evaluate(() => Object.entries(localStorage).find(([k]) => k.endsWith(':step-three'))?.[1] ?? ''),
    '918 000 0001',
    'the draft holds what was typed',
  );
  await page.getByRole('button', { name: 'Next' }).click();

  // Step four, where the holder's name is the one confirmed from the ID. Before the credit decision a
  // saved step can still be corrected: Back to step three, Change, Save changes, and on at step four.
  await page.waitForURL(/#\/facial-auth\/step-four$/);
  await page.getByText('Step 4 of 4').waitFor();
  assert.is(await page.getByLabel('Account holder name').inputValue(), 'Maria Clara Santos');
  await page.goBack();
  await page.waitForURL(/#\/facial-auth\/step-three$/);
  await page.getByText('This step is saved. Tap Next to continue, or Change to correct it.').waitFor();
  assert.ok(await person(2).getByLabel('Full name').isDisabled());
  await page.getByRole('button', { name: 'Change' }).click();
  await person(2).getByLabel('Full name').fill('Jose Rizal Santos');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.waitForURL(/#\/facial-auth\/step-four$/);
  const contacts = (await callApi<{ contacts: { name: string }[] }>('GET', '/contacts', { token })).data.contacts;
  assert.equal(
    contacts.map((c) => c.name),
    ['Ana Santos', 'Jose Rizal Santos'],
  );
  assert.is((await callApi<{ bizStatus: number }>('GET', '/user/status', { token })).data.bizStatus, 50, 'a correction keeps the status');

  // Step four: the bank picker's search, an account number of the bank's length, then certification.
  await page.getByRole('button', { name: /^Bank or e-wallet/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your bank or e-wallet' });
  await dialog.getByLabel('Search by name').fill('metro');
  await dialog.getByRole('button', { name: 'Metrobank' }).click();
  await page.getByText('13 digits, numbers only').waitFor();
  await page.getByLabel('Account number').fill('1234 5678 9012 3');
  await page.getByLabel('Account holder name').fill('Maria Clara Santos');
  const box = await page.getByRole('button', { name: 'Submit' }).boundingBox();
  assert.ok(box && box.height >= 44, 'a 44 px target');
  await page.getByRole('button', { name: 'Submit' }).click();

  await page.getByRole('dialog', { name: 'Evaluating your credit' }).waitFor();
  const first = Number(/\d+/.exec((await page.getByRole('timer').textContent()) ?? '')?.[0]);
  assert.ok(first >= 9 && first <= 10, `starts at 10, shows ${first}`);
  await page.getByRole('dialog', { name: 'Congratulations!' }).waitFor({ timeout: 15_000 });
  await page.getByText(/₱[\d,]+/).waitFor();
  await page.getByRole('button', { name: 'Go to Home' }).click();
  await page.waitForURL(/#\/home$/);

  assert.is((await callApi<{ bizStatus: number }>('GET', '/user/status', { token })).data.bizStatus, 60);
  const coupon = await callApi('POST', '/coupon/receiveCoupon/auth/complete', { token });
  assert.is(coupon.code, 200, 'the coupon was claimed (a second claim answers the same one)');
  assert.is(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('draft:')).length), 0, 'no draft left behind');
  assert.equal(
    errors.filter((e) => !e.includes('ERR_INTERNET_DISCONNECTED')),
    [],
    'no error but the offline tap the browser logs',
  );
  await context.close();
});

/** Controls too small to tap or without a name, and sideways scrolling, on the page as shown. */
function audit(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('button, input:not([type=hidden]), select, textarea, a[href]')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.width < 44 || box.height < 44)
        problems.push(`small target ${el.outerHTML.slice(0, 80)} ${Math.round(box.width)}x${Math.round(box.height)}`);
      const named = el.getAttribute('aria-label') || (el as HTMLInputElement).labels?.length || el.textContent?.trim();
      if (!named) problems.push(`no accessible name ${el.outerHTML.slice(0, 80)}`);
    }
    if (document.documentElement.scrollWidth > window.innerWidth)
      problems.push(`sideways scroll: ${document.documentElement.scrollWidth}px wide`);
    return problems;
  });
}

test('steps two to four and /modify-bank-info: every control labelled, 44 px targets, no sideways scroll at 360 px in Filipino', async () => {
  const { context, page, errors } = await phone();
  await skipPermissionNotices(context);
  await context.addInitScript(() => location.protocol === 'http:' && localStorage.setItem('lang', 'fil'));
  const phoneNo = '09175550002';
  await page.goto(baseUrl + '/#/login');
  const sent = await callApi('POST', `/login/otp?phone=${phoneNo}&type=1`);
  assert.is(sent.code, 200);
  const login = await callApi<{ token: string; userId: number }>('POST', '/login/otpLoginCheck', {
    body: { phone: phoneNo, code: await otpFor(phoneNo) },
  });
  const token = login.data.token;
  await signInCookies(context, token, phoneNo, login.data.userId);
  await toPersonalInfo({ token, phoneNo });
  const visit = async (path: string, heading: string) => {
    await page.goto('about:blank');
    await page.goto(baseUrl + '/#' + path);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: heading }).waitFor();
    await page.waitForTimeout(300); // selects fill in from the dictionaries
    assert.equal(await audit(page), [], path);
  };
  await visit('/facial-auth/step-two', 'Susunod');
  const base = {
    gender: 'F',
    birthday: '15/06/1995',
    email: 'm@example.com',
    education: 'COLLEGE_GRADUATE',
    maritalStatus: 'SINGLE',
    childrenCount: 0,
    workStatus: 'STUDENT',
    industry: 'BPO',
    income: '10K_20K',
    salaryType: 'MONTHLY',
    payday: 1,
    companyName: '',
    companyAddress: '',
  };
  assert.is((await callApi('POST', '/userBaseInfo/updateBaseInfo', { token, body: base })).code, 200);
  await visit('/facial-auth/step-three', 'Susunod');
  const contacts = [
    { relationship: 'PARENT', name: 'Ana Reyes', phone: '09180000011' },
    { relationship: 'FRIEND', name: 'Ben Cruz', phone: '09180000012' },
  ];
  assert.is((await callApi('POST', '/contacts/saveUserContacts', { token, body: { contacts } })).code, 200);
  // A saved step before the credit decision offers its correction: the saved note and Baguhin pass too.
  await visit('/facial-auth/step-two', 'Baguhin');
  await page.getByRole('button', { name: 'Baguhin' }).click();
  await page.getByRole('button', { name: 'I-save ang pagbabago' }).waitFor();
  assert.equal(await audit(page), [], 'step two being corrected');
  await visit('/facial-auth/step-four', 'Isumite');
  await page.getByText('Hakbang 4 sa 4').waitFor();
  await page.getByRole('button', { name: /^Bangko o e-wallet/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'GCash' }).waitFor();
  assert.equal(await audit(page), [], 'the bank picker');
  assert.is(
    (
      await callApi('POST', '/account/saveUserAccount', {
        token,
        body: { bankCode: 'GCASH', accountNo: '09175550002', accountName: 'Maria Santos' },
      })
    ).code,
    200,
  );
  await visit('/modify-bank-info', 'I-save ang pagbabago');
  await page.getByText('*******0002').waitFor();
  assert.is(await page.getByLabel('Pangalan ng may-ari ng account').inputValue(), 'Maria Santos', 'the holder on file');
  await page.getByRole('button', { name: /^Bangko o e-wallet/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'GCash' }).click();
  await page.getByLabel('Mobile number ng e-wallet').fill('0917 555 0003');
  await page.getByRole('button', { name: 'I-save ang pagbabago' }).click();
  const ask = page.getByRole('dialog', { name: 'Palitan ang account para sa mga loan mo?' });
  await ask.getByLabel('Code na ipinadala sa phone mo').waitFor();
  await ask.getByRole('button', { name: 'Ipadala ang code' }).waitFor();
  assert.equal(await audit(page), [], 'the change confirmation with its code');
  assert.equal(errors, []);
  await context.close();
});

test.run();
