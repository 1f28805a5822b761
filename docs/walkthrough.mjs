// `npm run screenshots:fil`: a borrower walked in Filipino at 360x740 (one device pixel per CSS pixel,
// so the PNGs stay small) through what a careful borrower used to trip on, one PNG per item into
// docs/screenshots/fil/, and docs/walkthrough.md listing each item with its PNG and what to see.
// Builds, starts the server on a fresh data folder (the development policy decides loans quickly),
// and uses the journeys' helpers to sign in, certify and borrow. Not part of `npm test`.
// `ONLY=name,name` runs just those items (the borrowers they need are still prepared).
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { certify, phoneCheckCode, toPersonalInfo, upload } from '../test/e2e/certify.ts';
import * as harness from '../test/e2e/harness.ts';
import { callApiWithKey, disbursedLoan } from '../test/e2e/loan.ts';
import { certifyTo } from '../test/support/certify.ts';

const OUT = 'docs/screenshots/fil';
const DOC = 'docs/walkthrough.md';
const only = process.env.ONLY?.split(',');

// Each item as docs/walkthrough.md lists it: the PNG's name, the item in plain words, what to see in it.
const ITEMS = `
sign-in-language-select
  The language select on sign-in is clear of the customer-service button
  the select and its arrow at the bottom, the round service button beside it, not over it.
sign-in-title-no-ring
  No focus box around the title after a reload
  the title "Mag-sign in" focused (for screen readers) but with no ring drawn.
sign-in-tab-shows-ring
  The focus ring shows for the keyboard
  after one Tab from the title, the ring on the next control.
sign-in-wrong-code-tries-left
  A wrong sign-in code says how many tries are left
  after one wrong code, above Mag-sign in: "4 subok na lang bago ma-lock ang numerong ito."
sign-in-locked-until
  After too many wrong codes it says until when the number is locked
  the lock message with the time it ends, and no resend countdown running on.
privacy-policy-ca-number
  The privacy policy labels the Certificate of Authority number
  "Numero ng Certificate of Authority" written before the number.
th-test-page-no-english
  Thai: the app check page has no English "service worker"
  the /test page in Thai words throughout (shown in Thai, not Filipino).
customer-service-contacts
  Customer-service contacts open the phone, WhatsApp, Viber and email
  each contact opens its app (WhatsApp, the dialer, Viber beside the phone, the mail app with the subject filled); Kopyahin is the second action.
feedback-not-a-photo
  Feedback refuses a text file named .jpg at once, naming it
  right after picking "notes.jpg", before Submit: the refusal at the photo field, naming notes.jpg.
identity-id-number-hint-and-birth-date
  The ID number shows its format, and the date picker starts at 01/01/1995
  under "Numero ng ID" the example for the UMID; the birth date set to 01 / 01 / 1995.
identity-id-number-error-at-field
  A wrong ID number is refused at its field
  after Save with "12": the error right under "Numero ng ID", not down by the button.
personal-info-twice-a-month
  Personal information: "twice a month" asks no payday
  the salary frequency set to twice a month (15 and 30) and no payday field under it.
saved-step-two-tap-whole
  Personal information, once saved: "I‑tap" stays whole in its note
  the note "Naka-save na ang hakbang na ito. I‑tap ang Susunod…" with "I‑tap" on one line.
saved-step-three-tap-whole
  Emergency contacts, once saved: "I‑tap" stays whole in its note
  the note "Naka-save na ang hakbang na ito. I‑tap ang Susunod…" with "I‑tap" on one line.
bank-e-wallet-prefilled
  The e-wallet number is pre-filled with the borrower's own phone
  at the bank step, GCash chosen: its number already the phone signed in with (+63 917 950 0005), still editable.
home-raise-limit
  Home tells how to raise the limit
  "Paano palakihin ang credit limit mo" by the limit: full repayment raises it by a set amount, up to a cap.
home-reserve-guide
  The "reserve your next loan" guide gives figures a product can give
  "I-reserve ang susunod mong loan": up to what a product can give (₱6,000, the limit once grown), each product's own range, and the charge on that amount.
loan-disclosure-centavos
  The loan disclosure shows centavos on every amount
  for ₱1,150 over 7 days the interest has centavos, so every amount of the statement shows them (₱1,150.00, ₱23.00); the whole page.
toast-under-header
  Messages show under the header, the page title in sight
  Apply with no connection: the message below the title bar, "Pautang" still readable.
apply-then-back
  Back right after Apply says where to follow the application
  Back lands on Home, which says "Natanggap ang application. Subaybayan ito sa Mga order." (one loan applied for).
home-due-date-and-time
  Home gives the due time, not only the date, with the same due-date word as Repay
  "Takdang petsa ng bayad … hanggang 11:59 PM, <date>" on the loan being repaid.
repay-due-date-word
  Repay uses the same due-date word as Home
  "Takdang petsa ng bayad" on the repay page too (it used to say "Takdang araw").
th-orders-gregorian-years
  Thai: dates with Gregorian years
  Orders in Thai: Thai month names with 2026, not 2569 (shown in Thai, not Filipino).
home-overdue-owed-and-repay
  Overdue, Home shows what is owed and Repay only
  40 days on: the amount owed with the late fee and the Repay button; no "repay early" or "reserve" offers.
sign-out-asks-first
  Sign out asks first
  on My profile, "Mag-sign out?" with Mag-sign out and Kanselahin; nothing happens until one is picked.
home-reserve-again
  Reserving the next loan a second time says so, and gives no second coupon
  the second "Mag-apply at Kumuha ng Coupon": "Naka-reserve ka na ng susunod mong loan", the coupon given once, at the first reservation.
proof-picked-not-sent
  A proof of payment is shown with Send, not sent when picked
  the picked slip shown with "Ipadala" and "choose another"; the operator has nothing yet.
proof-under-review
  Once sent, the proof is under review
  after "Ipadala": the proof marked as under review.
proof-accepted-repay
  Accepted: the repay page says so
  after the operator accepts it: "Tinanggap ang proof mo…" on the repay page.
proof-accepted-orders
  Accepted: Orders says so too
  "Tinanggap ang proof mo…" on the loan in Orders.
sky-scan-save-qr
  The QR Ph code can be saved as an image
  on /sky-scan, "I‑save ang QR image" under the code.
sky-scan-saved-qr
  The saved QR image itself
  the PNG the phone saves (named \`QR-<reference>.png\`): the code with its amount, reference and pay-by time.
`;
const TEXTS = new Map(
  ITEMS.trim()
    .split(/\n(?=\S)/)
    .map((entry) => {
      const [name, title, see] = entry.split('\n').map((line) => line.trim());
      return [name, { name, title, see }];
    }),
);

execFileSync(process.execPath, ['build.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] });
if (!only) rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
await harness.startServer({ AUTO_DECIDE_MS: '400', LOG_LEVEL: 'warn' });
const browser = await harness.startBrowser();

/** A phone-sized context in `lang` (Filipino unless said), optionally signed in as `who`; the service worker off. */
async function phone(who, lang = 'fil') {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
    acceptDownloads: true,
    // Times (the lock's end, a code's expiry) read as a phone in Manila shows them.
    timezoneId: 'Asia/Manila',
    userAgent: 'Mozilla/5.0 (Linux; Android 12; Phone) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36',
  });
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
  if (who) await harness.signInCookies(context, who.token, who.phoneNo);
  return context.newPage();
}

/** Opens `path` as a first visit and waits for its title and its calls. */
async function open(page, path) {
  await page.goto('about:blank');
  await page.goto(`${harness.baseUrl}/#${path}`);
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

/** Scrolls `locator` to `block` (start, center, end) and lets the page settle. */
async function bring(locator, block = 'center') {
  await locator.first().evaluate((el, b) => el.scrollIntoView({ block: b }), block);
  await locator.page().waitForTimeout(300);
}

/** A borrower of this run: signed in by the API; the ID number derives from the phone's last seven digits. */
async function borrower(phoneNo) {
  return { token: await harness.signInViaApi(phoneNo), phoneNo, deviceId: 'e2e-' + phoneNo };
}

/** A borrower of this run, certified through the app's API (the loan form is open to them). */
async function certifiedBorrower(phoneNo) {
  const who = await borrower(phoneNo);
  await certify(who);
  return who;
}

/** What the certification helper needs to act as `who`: their calls, uploads and phone-check code. */
function actingAs(who) {
  return {
    call: (method, path, body) => harness.callApi(method, path, { token: who.token, deviceId: who.deviceId, body }),
    upload: (path, fields) => upload(who, path, fields),
    phoneCheckCode: () => phoneCheckCode(who.phoneNo),
  };
}

/** A borrower whose ID photos and face check are done, at the identity form (the development ID reader gives no birth date). */
async function atIdentityForm(who) {
  await certifyTo(actingAs(who), 20);
  await upload(who, '/kyc/invoke/ocr', { type: '1', documentType: 'UMID' });
  await upload(who, '/kyc/invoke/ocr', { type: '2', documentType: 'UMID' });
  const started = await harness.callApi('POST', '/kyc/livingStart', { token: who.token, deviceId: who.deviceId, body: {} });
  await upload(who, '/kyc/livingResultQuery', { transactionId: started.data.transactionId });
}

/** A borrower through step three (contacts): the bank step is next. */
async function atBankStep(who) {
  await certifyTo(actingAs(who), 50, { idNumber: `0111-${who.phoneNo.slice(-7)}-9` });
}

/** A photo of a payment slip as a phone takes it: a confirmation screen rendered and captured as a JPEG. */
async function slip() {
  const p = await browser.newPage({ viewport: { width: 540, height: 900 } });
  await p.setContent(`<body style="margin:0;font:22px sans-serif;background:#0a5bd3;color:#fff;padding:40px">
    <h1 style="font-size:30px">Payment successful</h1><p>Amount paid</p><p style="font-size:44px;margin:0">₱1,060.00</p>
    <p>Paid to PesoCash</p><p>Ref. No. 5012 345 678901</p></body>`);
  const jpeg = await p.screenshot({ type: 'jpeg', quality: 80 });
  await p.close();
  return jpeg;
}

const APPLY = '**/api/user/product/applyLoan';

/** Taps Apply on the loan form; the location notice that comes first on a first application is declined (that loses nothing). */
async function apply(page, wait = () => page.locator('.ui-toast, .ui-dialog').first().waitFor()) {
  await page.getByRole('button', { name: 'Mag-apply', exact: true }).click();
  await wait();
  const notNow = page.locator('.ui-dialog .ui-btn--secondary');
  if (await notNow.isVisible()) await notNow.click();
}

/** Opens Home's "reserve your next loan" guide. */
async function openReserveGuide(page) {
  await open(page, '/home');
  await page.getByRole('button', { name: 'I-reserve ang susunod mong loan' }).click();
}

// The items run in the order below: some use the state an earlier one left (the loan applied for,
// the proof sent).
const done = [];
const failed = [];
/**
 * Runs one item's walk unless ONLY leaves it out; a failure is reported and the walk goes on. The walk
 * ends with `shot(page, { at, block, ...screenshot options })`: `at`, when given, is waited for and
 * scrolled to `block` first.
 */
async function item(name, walk) {
  if (only && !only.includes(name)) return;
  const texts = TEXTS.get(name);
  if (!texts) throw new Error(`${name} has no title in ITEMS`);
  try {
    await walk(async (page, { at, block, ...opts } = {}) => {
      if (at) {
        await at.first().waitFor();
        await bring(at, block);
      }
      await page.screenshot({ path: join(OUT, `${name}.png`), animations: 'disabled', caret: 'hide', ...opts });
      done.push(texts);
    });
    console.log('ok', name);
  } catch (e) {
    failed.push(name);
    console.log('FAILED', name, String(e).slice(0, 400));
  }
}

try {
  // Signed out: sign-in, its help, the privacy policy, the focus ring, Thai on /test.
  const visitor = await phone();
  await item('sign-in-language-select', async (shot) => {
    await open(visitor, '/login');
    await shot(visitor, { at: visitor.locator('.login-lang select'), block: 'end' });
  });
  await item('sign-in-title-no-ring', async (shot) => {
    await open(visitor, '/noren');
    await visitor.reload();
    await visitor.locator('h1').first().waitFor();
    await visitor.evaluate(() => {
      location.hash = '#/login';
    });
    await visitor.waitForFunction(() => document.activeElement?.tagName === 'H1');
    await visitor.waitForTimeout(300);
    await shot(visitor);
  });
  await item('sign-in-tab-shows-ring', async (shot) => {
    await visitor.keyboard.press('Tab');
    await visitor.waitForTimeout(300);
    await shot(visitor);
  });
  const wrongCode = async () => {
    const right = await harness.otpFor('09179500001');
    return (right === '000000' ? '111111' : '000000').slice(0, right.length);
  };
  await item('sign-in-wrong-code-tries-left', async (shot) => {
    await open(visitor, '/login');
    await visitor.locator('input[name=phone]').fill('09179500001');
    await visitor.locator('main input[type=checkbox]').check();
    await visitor.locator('button.login-send').click();
    await visitor.locator('input[name=code]').fill(await wrongCode());
    await visitor.locator('main button[type=submit]').click();
    await visitor.getByText(/subok na lang/).waitFor();
    await visitor.waitForTimeout(300);
    await shot(visitor);
  });
  await item('sign-in-locked-until', async (shot) => {
    const code = visitor.locator('input[name=code]');
    const wrong = await wrongCode();
    const locked = visitor.getByText(/naka-lock ang numerong ito hanggang/);
    for (let i = 0; i < 10 && !(await locked.count()); i++) {
      await code.fill(wrong);
      await visitor.locator('main button[type=submit]').click();
      await visitor.waitForTimeout(600);
    }
    await locked.waitFor();
    await shot(visitor);
  });
  await item('privacy-policy-ca-number', async (shot) => {
    await open(visitor, '/privacy-policy');
    await shot(visitor, { at: visitor.getByText('Numero ng Certificate of Authority') });
  });
  const thai = await phone(null, 'th');
  await item('th-test-page-no-english', async (shot) => {
    await open(thai, '/test');
    await thai.waitForTimeout(500);
    await shot(thai);
  });
  await thai.context().close();
  await visitor.context().close();

  // Signed in, not yet certified: customer service and feedback.
  const page = await phone(await borrower('09179500002'));
  await item('customer-service-contacts', async (shot) => {
    await open(page, '/customer-service');
    await page.locator('.ui-contact').first().waitFor();
    for (const href of ['tel:', 'https://wa.me/', 'viber://', 'mailto:']) {
      if (!(await page.locator(`main a[href^="${href}"]`).count())) throw new Error(`no ${href} link`);
    }
    await shot(page);
  });
  await item('feedback-not-a-photo', async (shot) => {
    await open(page, '/feedback');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('hello, not a photo') });
    await page.locator('#fb-images-error').filter({ hasText: 'notes.jpg' }).waitFor();
    await shot(page, { at: page.locator('#fb-images-error') });
  });
  await page.context().close();

  // At the identity form: the ID number's format, its error at the field, the birth date's default.
  const identifying = await borrower('09179500003');
  if (!only || only.some((n) => n.startsWith('identity'))) await atIdentityForm(identifying);
  const idPage = await phone(identifying);
  const idNumber = idPage.locator('input[name=idNumber]');
  await item('identity-id-number-hint-and-birth-date', async (shot) => {
    await open(idPage, '/facial-auth/step-one');
    await shot(idPage, { at: idNumber, block: 'start' });
  });
  await item('identity-id-number-error-at-field', async (shot) => {
    await idPage.getByLabel('Buong pangalan (gaya sa ID)').fill('Maria Clara Santos');
    await idNumber.fill('12');
    await idPage.getByRole('button', { name: 'I-save at magpatuloy' }).click();
    await idPage.locator('input[name=idNumber][aria-invalid=true]').waitFor();
    await shot(idPage, { at: idNumber, block: 'start' });
  });
  await idPage.context().close();

  // Personal information: a salary twice a month asks no payday.
  const informing = await borrower('09179500004');
  if (!only || only.includes('personal-info-twice-a-month')) await toPersonalInfo(informing);
  const infoPage = await phone(informing);
  await item('personal-info-twice-a-month', async (shot) => {
    await open(infoPage, '/facial-auth/step-two');
    const salary = infoPage.locator('select[name=salaryType]');
    await infoPage.waitForFunction(() => document.querySelector('select[name=salaryType]')?.options.length > 2);
    await salary.selectOption('SEMI_MONTHLY');
    await shot(infoPage, { at: salary });
  });
  await infoPage.context().close();

  // Through step three: the saved-step notes, and the bank step's e-wallet number.
  const banking = await borrower('09179500005');
  if (!only || only.some((n) => n.startsWith('saved-step') || n === 'bank-e-wallet-prefilled')) await atBankStep(banking);
  const bankPage = await phone(banking);
  for (const step of ['two', 'three']) {
    await item(`saved-step-${step}-tap-whole`, async (shot) => {
      await open(bankPage, `/facial-auth/step-${step}`);
      await shot(bankPage, { at: bankPage.getByText(/Naka-save na ang hakbang na ito/) });
    });
  }
  await item('bank-e-wallet-prefilled', async (shot) => {
    await open(bankPage, '/facial-auth/step-four');
    await bankPage.locator('.ui-bank-field').click();
    await bankPage.locator('.ui-bank-option', { hasText: 'GCash' }).first().click();
    await bankPage.waitForFunction(() =>
      [...document.querySelectorAll('main input')].some((i) => i.value.replace(/\D/g, '').includes('9179500005')),
    );
    await bankPage.waitForTimeout(300);
    await shot(bankPage);
  });
  await bankPage.context().close();

  // Certified: Home, the loan form, applying, and the loan once disbursed.
  const certified = await certifiedBorrower('09179500006');
  const home = await phone(certified);
  await item('home-raise-limit', async (shot) => {
    await open(home, '/home');
    await shot(home, { at: home.locator('#raise-limit') });
  });
  await item('home-reserve-guide', async (shot) => {
    await openReserveGuide(home);
    await home.getByRole('dialog').locator('li').nth(1).waitFor();
    await home.waitForTimeout(300);
    await shot(home);
    await home.keyboard.press('Escape');
  });
  await item('loan-disclosure-centavos', async (shot) => {
    await open(home, '/loan');
    // An amount whose interest has centavos: every amount of the statement then shows them.
    await home
      .getByLabel(/Halagang ipapahiram/)
      .first()
      .fill('1150');
    await home.getByText('₱1,150.00').first().waitFor();
    await home.waitForLoadState('networkidle');
    await shot(home, { fullPage: true });
  });
  await item('toast-under-header', async (shot) => {
    await home.route(APPLY, (r) => r.abort('internetdisconnected'));
    await open(home, '/loan');
    await home.locator('main input[type=checkbox]').check();
    await apply(home);
    await home.locator('.ui-toast').waitFor();
    await shot(home);
    await home.unroute(APPLY);
  });
  await item('apply-then-back', async (shot) => {
    await open(home, '/home');
    await home.evaluate(() => {
      location.hash = '#/loan';
    });
    await home.locator('main input[type=checkbox]').check();
    // The answer comes after the borrower has gone back (a slow network).
    await home.route(APPLY, async (r) => {
      await new Promise((ready) => setTimeout(ready, 1500));
      await r.continue();
    });
    const sent = home.waitForRequest(APPLY);
    await apply(home, () => home.waitForTimeout(500));
    await sent;
    await home.goBack();
    await home
      .getByText(/Natanggap ang application/)
      .first()
      .waitFor();
    await home.waitForTimeout(300);
    await shot(home);
    await home.unroute(APPLY);
  });
  // The development policy approves and disburses the loan just applied for.
  for (let i = 0; i < 40; i++) {
    const bill = (await harness.callApi('GET', '/borrow/borrowStatus', { token: certified.token, deviceId: certified.deviceId })).data;
    if (bill?.borrowStatus === 40) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  await item('home-due-date-and-time', async (shot) => {
    await open(home, '/home');
    await shot(home, { at: home.getByText(/hanggang 11:59/) });
  });
  await item('repay-due-date-word', async (shot) => {
    await open(home, '/order');
    await home
      .getByRole('link', { name: /Magbayad/ })
      .first()
      .click();
    await shot(home, { at: home.getByText('Takdang petsa ng bayad') });
  });
  await item('th-orders-gregorian-years', async (shot) => {
    const th = await phone(certified, 'th');
    await open(th, '/order');
    await th
      .getByText(/20\d\d/)
      .first()
      .waitFor();
    await shot(th);
    await th.context().close();
  });
  await item('home-overdue-owed-and-repay', async (shot) => {
    await harness.ops('clock', '+40d');
    try {
      await open(home, '/home');
      await home.waitForTimeout(500);
      await shot(home);
    } finally {
      await harness.ops('clock', 'reset');
    }
  });
  await item('sign-out-asks-first', async (shot) => {
    await open(home, '/user');
    await home.getByRole('button', { name: 'Mag-sign out' }).click();
    await home.getByRole('dialog').waitFor();
    await home.waitForTimeout(300);
    await shot(home);
    await home.getByRole('dialog').getByRole('button', { name: 'Kanselahin' }).click();
  });
  await home.context().close();

  // A certified borrower with no loan reserves twice: the coupon comes once, and the second time says so.
  const guide = await phone(await certifiedBorrower('09179500008'));
  await item('home-reserve-again', async (shot) => {
    for (let time = 0; time < 2; time++) {
      await openReserveGuide(guide);
      await guide.getByRole('dialog').getByRole('button', { name: 'Mag-apply at Kumuha ng Coupon' }).click();
      await guide.getByRole('dialog').waitFor({ state: 'detached' });
    }
    await guide.locator('.ui-toast').filter({ hasText: 'Naka-reserve ka na ng susunod mong loan' }).waitFor();
    await shot(guide);
  });
  await guide.context().close();

  // A disbursed loan: proof of payment, its acceptance, and the QR Ph code.
  const paying = await certifiedBorrower('09179500007');
  const repayId = await disbursedLoan(paying.token, paying.phoneNo);
  const pay = await phone(paying);
  const accepted = pay.getByText(/Tinanggap ang proof mo/);
  await item('proof-picked-not-sent', async (shot) => {
    await open(pay, '/upload-voucher?repayId=' + repayId);
    await pay.locator('input[type=file]').setInputFiles({ name: 'slip.jpg', mimeType: 'image/jpeg', buffer: await slip() });
    await pay.locator('.ui-capture--ready img').waitFor();
    if ((await harness.ops('vouchers')).trim() !== 'no proofs waiting') throw new Error('a picked photo was sent');
    await shot(pay, { at: pay.locator('.ui-capture-actions'), block: 'end' });
  });
  await item('proof-under-review', async (shot) => {
    await pay.getByRole('button', { name: /^Ipadala/ }).click();
    await pay.locator('.ui-capture--done').waitFor();
    await shot(pay, { at: pay.locator('.ui-capture') });
  });
  await item('proof-accepted-repay', async (shot) => {
    const [, line] = (await harness.ops('vouchers')).trim().split('\n');
    await harness.ops('voucher', 'accept', line.split('\t')[0]);
    await open(pay, '/repay/' + repayId);
    await shot(pay, { at: accepted });
  });
  await item('proof-accepted-orders', async (shot) => {
    await open(pay, '/order');
    await shot(pay, { at: accepted });
  });
  await item('sky-scan-save-qr', async (shot) => {
    const code = await callApiWithKey(
      '/repay/code',
      { repayId, kind: 'repay', amount: 100_700, channel: 'qrph' },
      paying.token,
      paying.phoneNo,
    );
    await open(pay, '/sky-scan?reference=' + code.reference);
    const save = pay.getByRole('button', { name: 'I\u2011save ang QR image' });
    await shot(pay, { at: save, block: 'end' });
    const [download] = await Promise.all([pay.waitForEvent('download'), save.click()]);
    copyFileSync(await download.path(), join(OUT, 'sky-scan-saved-qr.png'));
    if (download.suggestedFilename() !== `QR-${code.reference}.png`) throw new Error(`saved as ${download.suggestedFilename()}`);
    done.push(TEXTS.get('sky-scan-saved-qr'));
  });
  await pay.context().close();
} finally {
  await harness.stopAll();
}

let total = 0;
for (const f of readdirSync(OUT)) total += statSync(join(OUT, f)).size;
if (!only) {
  const lines = done.map(
    (d) =>
      `- **${d.title}**: ${d.see}\n\n  <a href="screenshots/fil/${d.name}.png"><img src="screenshots/fil/${d.name}.png" width="180" alt="${d.title.replaceAll('"', '&quot;')}"></a>\n`,
  );
  writeFileSync(
    DOC,
    `# A borrower's walk in Filipino at 360x740\n\n` +
      `What a careful borrower used to trip on, each seen at phone size in Filipino (two in Thai, where the\n` +
      `item is about Thai). Made by \`npm run screenshots:fil\` (\`docs/walkthrough.mjs\`): it builds, starts the\n` +
      `server on a fresh data folder and walks new borrowers through the app; the PNGs are in\n` +
      `\`docs/screenshots/fil/\`, one device pixel per CSS pixel.\n\n${lines.join('\n')}`,
  );
}
console.log(`${done.length} PNGs, ${total} bytes in ${OUT}`);
if (failed.length) {
  console.log('failed:', failed.join(', '));
  process.exitCode = 1;
}
