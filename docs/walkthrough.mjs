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

/** A borrower whose ID photos and face check are done, at the identity form (the development ID reader gives no birth date). */
async function atIdentityForm(who) {
  const b = {
    call: (method, path, body) => harness.callApi(method, path, { token: who.token, deviceId: who.deviceId, body }),
    upload: (path, fields) => upload(who, path, fields),
    phoneCheckCode: () => phoneCheckCode(who.phoneNo),
  };
  await certifyTo(b, 20);
  await upload(who, '/kyc/invoke/ocr', { type: '1', documentType: 'UMID' });
  await upload(who, '/kyc/invoke/ocr', { type: '2', documentType: 'UMID' });
  const started = await harness.callApi('POST', '/kyc/livingStart', { token: who.token, deviceId: who.deviceId, body: {} });
  await upload(who, '/kyc/livingResultQuery', { transactionId: started.data.transactionId });
}

/** A borrower through step three (contacts): the bank step is next. */
async function atBankStep(who) {
  const b = {
    call: (method, path, body) => harness.callApi(method, path, { token: who.token, deviceId: who.deviceId, body }),
    upload: (path, fields) => upload(who, path, fields),
    phoneCheckCode: () => phoneCheckCode(who.phoneNo),
  };
  await certifyTo(b, 50, { idNumber: `0111-${who.phoneNo.slice(-7)}-9` });
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

// Each item: the PNG's name, the item in plain words, what to see, and how to get there. They run in
// this order: some use the state an earlier one left (the loan applied for, the proof sent).
const done = [];
const failed = [];
/** Runs one item's walk unless ONLY leaves it out; a failure is reported and the walk goes on. */
async function item(name, title, see, walk) {
  if (only && !only.includes(name)) return;
  try {
    await walk(async (page, opts = {}) => {
      const file = join(OUT, `${name}.png`);
      await page.screenshot({ path: file, animations: 'disabled', caret: 'hide', ...opts });
      done.push({ name, title, see });
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
  await item(
    'sign-in-language-select',
    'The language select on sign-in is clear of the customer-service button',
    'the select and its arrow at the bottom, the round service button beside it, not over it.',
    async (shot) => {
      await open(visitor, '/login');
      await bring(visitor.locator('.login-lang select'), 'end');
      await shot(visitor);
    },
  );
  await item(
    'sign-in-title-no-ring',
    'No focus box around the title after a reload',
    'the title "Mag-sign in" focused (for screen readers) but with no ring drawn.',
    async (shot) => {
      await open(visitor, '/noren');
      await visitor.reload();
      await visitor.locator('h1').first().waitFor();
      await visitor.evaluate(() => {
        location.hash = '#/login';
      });
      await visitor.waitForFunction(() => document.activeElement?.tagName === 'H1');
      await visitor.waitForTimeout(300);
      await shot(visitor);
    },
  );
  await item(
    'sign-in-tab-shows-ring',
    'The focus ring shows for the keyboard',
    'after one Tab from the title, the ring on the next control.',
    async (shot) => {
      await visitor.keyboard.press('Tab');
      await visitor.waitForTimeout(300);
      await shot(visitor);
    },
  );
  await item(
    'sign-in-wrong-code-tries-left',
    'A wrong sign-in code says how many tries are left',
    'after one wrong code, above Mag-sign in: "4 subok na lang bago ma-lock ang numerong ito."',
    async (shot) => {
      await open(visitor, '/login');
      await visitor.locator('input[name=phone]').fill('09179500001');
      await visitor.locator('main input[type=checkbox]').check();
      await visitor.locator('button.login-send').click();
      const right = await harness.otpFor('09179500001');
      const wrong = right === '000000' ? '111111' : '000000';
      await visitor.locator('input[name=code]').fill(wrong.slice(0, right.length));
      await visitor.locator('main button[type=submit]').click();
      await visitor.getByText(/subok na lang/).waitFor();
      await visitor.waitForTimeout(300);
      await shot(visitor);
    },
  );
  await item(
    'sign-in-locked-until',
    'After too many wrong codes it says until when the number is locked',
    'the lock message with the time it ends, and no resend countdown running on.',
    async (shot) => {
      const code = visitor.locator('input[name=code]');
      const right = await harness.otpFor('09179500001');
      const wrong = (right === '000000' ? '111111' : '000000').slice(0, right.length);
      for (let i = 0; i < 10 && !(await visitor.getByText(/naka-lock ang numerong ito hanggang/).count()); i++) {
        await code.fill(wrong);
        await visitor.locator('main button[type=submit]').click();
        await visitor.waitForTimeout(600);
      }
      await visitor.getByText(/naka-lock ang numerong ito hanggang/).waitFor();
      await shot(visitor);
    },
  );
  await item(
    'privacy-policy-ca-number',
    'The privacy policy labels the Certificate of Authority number',
    '"Numero ng Certificate of Authority" written before the number.',
    async (shot) => {
      await open(visitor, '/privacy-policy');
      await bring(visitor.getByText('Numero ng Certificate of Authority'));
      await shot(visitor);
    },
  );
  const thai = await phone(null, 'th');
  await item(
    'th-test-page-no-english',
    'Thai: the app check page has no English "service worker"',
    'the /test page in Thai words throughout (shown in Thai, not Filipino).',
    async (shot) => {
      await open(thai, '/test');
      await thai.waitForTimeout(500);
      await shot(thai);
    },
  );
  await thai.context().close();
  await visitor.context().close();

  // Signed in, not yet certified: customer service and feedback.
  const fresh = await borrower('09179500002');
  const page = await phone(fresh);
  await item(
    'customer-service-contacts',
    'Customer-service contacts open the phone, WhatsApp, Viber and email',
    'each contact opens its app (WhatsApp, the dialer, Viber beside the phone, the mail app with the subject filled); Kopyahin is the second action.',
    async (shot) => {
      await open(page, '/customer-service');
      await page.locator('.ui-contact').first().waitFor();
      for (const href of ['tel:', 'https://wa.me/', 'viber://', 'mailto:']) {
        if (!(await page.locator(`main a[href^="${href}"]`).count())) throw new Error(`no ${href} link`);
      }
      await shot(page);
    },
  );
  await item(
    'feedback-not-a-photo',
    'Feedback refuses a text file named .jpg at once, naming it',
    'right after picking "notes.jpg", before Submit: the refusal at the photo field, naming notes.jpg.',
    async (shot) => {
      await open(page, '/feedback');
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('hello, not a photo') });
      await page.locator('#fb-images-error').filter({ hasText: 'notes.jpg' }).waitFor();
      await bring(page.locator('#fb-images-error'));
      await shot(page);
    },
  );
  await page.context().close();

  // At the identity form: the ID number's format, its error at the field, the birth date's default.
  const identifying = await borrower('09179500003');
  if (!only || only.some((n) => n.startsWith('identity'))) await atIdentityForm(identifying);
  const idPage = await phone(identifying);
  await item(
    'identity-id-number-hint-and-birth-date',
    'The ID number shows its format, and the date picker starts at 01/01/1995',
    'under "Numero ng ID" the example for the UMID; the birth date set to 01 / 01 / 1995.',
    async (shot) => {
      await open(idPage, '/facial-auth/step-one');
      const no = idPage.locator('input[name=idNumber]');
      await no.waitFor();
      await bring(no, 'start');
      await shot(idPage);
    },
  );
  await item(
    'identity-id-number-error-at-field',
    'A wrong ID number is refused at its field',
    'after Save with "12": the error right under "Numero ng ID", not down by the button.',
    async (shot) => {
      await idPage.getByLabel('Buong pangalan (gaya sa ID)').fill('Maria Clara Santos');
      const no = idPage.locator('input[name=idNumber]');
      await no.fill('12');
      await idPage.getByRole('button', { name: 'I-save at magpatuloy' }).click();
      await idPage.locator('input[name=idNumber][aria-invalid=true]').waitFor();
      await bring(no, 'start');
      await shot(idPage);
    },
  );
  await idPage.context().close();

  // Personal information: a salary twice a month asks no payday.
  const informing = await borrower('09179500004');
  if (!only || only.includes('personal-info-twice-a-month')) await toPersonalInfo(informing);
  const infoPage = await phone(informing);
  await item(
    'personal-info-twice-a-month',
    'Personal information: "twice a month" asks no payday',
    'the salary frequency set to twice a month (15 and 30) and no payday field under it.',
    async (shot) => {
      await open(infoPage, '/facial-auth/step-two');
      const salary = infoPage.locator('select[name=salaryType]');
      await infoPage.waitForFunction(() => document.querySelector('select[name=salaryType]')?.options.length > 2);
      await salary.selectOption('SEMI_MONTHLY');
      await bring(salary);
      await shot(infoPage);
    },
  );
  await infoPage.context().close();

  // Through step three: the saved-step notes, and the bank step's e-wallet number.
  const banking = await borrower('09179500005');
  if (!only || only.some((n) => n.startsWith('saved-step') || n === 'bank-e-wallet-prefilled')) await atBankStep(banking);
  const bankPage = await phone(banking);
  for (const [step, word] of [
    ['two', 'Personal information'],
    ['three', 'Emergency contacts'],
  ]) {
    await item(
      `saved-step-${step}-tap-whole`,
      `${word}, once saved: "I‑tap" stays whole in its note`,
      `the note "Naka-save na ang hakbang na ito. I‑tap ang Susunod…" with "I‑tap" on one line.`,
      async (shot) => {
        await open(bankPage, `/facial-auth/step-${step}`);
        const note = bankPage.getByText(/Naka-save na ang hakbang na ito/);
        await note.waitFor();
        await bring(note);
        await shot(bankPage);
      },
    );
  }
  await item(
    'bank-e-wallet-prefilled',
    "The e-wallet number is pre-filled with the borrower's own phone",
    'at the bank step, GCash chosen: its number already the phone signed in with (+63 917 950 0005), still editable.',
    async (shot) => {
      await open(bankPage, '/facial-auth/step-four');
      await bankPage.locator('.ui-bank-field').click();
      await bankPage.locator('.ui-bank-option', { hasText: 'GCash' }).first().click();
      await bankPage.waitForFunction(() =>
        [...document.querySelectorAll('main input')].some((i) => i.value.replace(/\D/g, '').includes('9179500005')),
      );
      await bankPage.waitForTimeout(300);
      await shot(bankPage);
    },
  );
  await bankPage.context().close();

  // Certified: Home, the loan form, applying, and the loan once disbursed.
  const certified = await borrower('09179500006');
  await certify(certified);
  const home = await phone(certified);
  await item(
    'home-raise-limit',
    'Home tells how to raise the limit',
    '"Paano palakihin ang credit limit mo" by the limit: full repayment raises it by a set amount, up to a cap.',
    async (shot) => {
      await open(home, '/home');
      await bring(home.locator('#raise-limit'));
      await shot(home);
    },
  );
  await item(
    'home-reserve-guide',
    'The "reserve your next loan" guide gives figures a product can give',
    '"I-reserve ang susunod mong loan": up to what a product can give (₱6,000, the limit once grown), each product\'s own range, and the charge on that amount.',
    async (shot) => {
      await open(home, '/home');
      await home.getByRole('button', { name: 'I-reserve ang susunod mong loan' }).click();
      await home.getByRole('dialog').locator('li').nth(1).waitFor();
      await home.waitForTimeout(300);
      await shot(home);
      await home.keyboard.press('Escape');
    },
  );
  await item(
    'loan-disclosure-centavos',
    'The loan disclosure shows centavos on every amount',
    'for ₱1,150 over 7 days the interest has centavos, so every amount of the statement shows them (₱1,150.00, ₱23.00); the whole page.',
    async (shot) => {
      await open(home, '/loan');
      // An amount whose interest has centavos: every amount of the statement then shows them.
      await home
        .getByLabel(/Halagang ipapahiram/)
        .first()
        .fill('1150');
      await home.getByText('₱1,150.00').first().waitFor();
      await home.waitForLoadState('networkidle');
      await shot(home, { fullPage: true });
    },
  );
  await item(
    'toast-under-header',
    'Messages show under the header, the page title in sight',
    'Apply with no connection: the message below the title bar, "Pautang" still readable.',
    async (shot) => {
      await home.route('**/api/user/product/applyLoan', (r) => r.abort('internetdisconnected'));
      await open(home, '/loan');
      await home.locator('main input[type=checkbox]').check();
      await home.getByRole('button', { name: 'Mag-apply', exact: true }).click();
      // The location notice comes first on a first application; declining it loses nothing.
      await home.locator('.ui-toast, .ui-dialog').first().waitFor();
      const notNow = home.locator('.ui-dialog .ui-btn--secondary');
      if (await notNow.isVisible()) await notNow.click();
      await home.locator('.ui-toast').waitFor();
      await shot(home);
      await home.unroute('**/api/user/product/applyLoan');
    },
  );
  await item(
    'apply-then-back',
    'Back right after Apply says where to follow the application',
    'Back lands on Home, which says "Natanggap ang application. Subaybayan ito sa Mga order." (one loan applied for).',
    async (shot) => {
      await open(home, '/home');
      await home.evaluate(() => {
        location.hash = '#/loan';
      });
      await home.locator('main input[type=checkbox]').check();
      // The answer comes after the borrower has gone back (a slow network).
      await home.route('**/api/user/product/applyLoan', async (r) => {
        await new Promise((ready) => setTimeout(ready, 1500));
        await r.continue();
      });
      const sent = home.waitForRequest('**/api/user/product/applyLoan');
      await home.getByRole('button', { name: 'Mag-apply', exact: true }).click();
      await home.waitForTimeout(500);
      const notNow = home.locator('.ui-dialog .ui-btn--secondary');
      if (await notNow.isVisible()) await notNow.click();
      await sent;
      await home.goBack();
      await home
        .getByText(/Natanggap ang application/)
        .first()
        .waitFor();
      await home.waitForTimeout(300);
      await shot(home);
      await home.unroute('**/api/user/product/applyLoan');
    },
  );
  // The development policy approves and disburses the loan just applied for.
  for (let i = 0; i < 40; i++) {
    const bill = (await harness.callApi('GET', '/borrow/borrowStatus', { token: certified.token, deviceId: certified.deviceId })).data;
    if (bill?.borrowStatus === 40) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  await item(
    'home-due-date-and-time',
    'Home gives the due time, not only the date, with the same due-date word as Repay',
    '"Takdang petsa ng bayad … hanggang 11:59 PM, <date>" on the loan being repaid.',
    async (shot) => {
      await open(home, '/home');
      const due = home.getByText(/hanggang 11:59/).first();
      await due.waitFor();
      await bring(due);
      await shot(home);
    },
  );
  await item(
    'repay-due-date-word',
    'Repay uses the same due-date word as Home',
    '"Takdang petsa ng bayad" on the repay page too (it used to say "Takdang araw").',
    async (shot) => {
      await open(home, '/order');
      await home
        .getByRole('link', { name: /Magbayad/ })
        .first()
        .click();
      const due = home.getByText('Takdang petsa ng bayad').first();
      await due.waitFor();
      await bring(due);
      await shot(home);
    },
  );
  await item(
    'th-orders-gregorian-years',
    'Thai: dates with Gregorian years',
    'Orders in Thai: Thai month names with 2026, not 2569 (shown in Thai, not Filipino).',
    async (shot) => {
      const th = await phone(certified, 'th');
      await open(th, '/order');
      await th
        .getByText(/20\d\d/)
        .first()
        .waitFor();
      await shot(th);
      await th.context().close();
    },
  );
  await item(
    'home-overdue-owed-and-repay',
    'Overdue, Home shows what is owed and Repay only',
    '40 days on: the amount owed with the late fee and the Repay button; no "repay early" or "reserve" offers.',
    async (shot) => {
      await harness.ops('clock', '+40d');
      try {
        await open(home, '/home');
        await home.waitForTimeout(500);
        await shot(home);
      } finally {
        await harness.ops('clock', 'reset');
      }
    },
  );
  await item(
    'sign-out-asks-first',
    'Sign out asks first',
    'on My profile, "Mag-sign out?" with Mag-sign out and Kanselahin; nothing happens until one is picked.',
    async (shot) => {
      await open(home, '/user');
      await home.getByRole('button', { name: 'Mag-sign out' }).click();
      await home.getByRole('dialog').waitFor();
      await home.waitForTimeout(300);
      await shot(home);
      await home.getByRole('dialog').getByRole('button', { name: 'Kanselahin' }).click();
    },
  );
  await home.context().close();

  // A certified borrower with no loan reserves twice: the coupon comes once, and the second time says so.
  const reserving = await borrower('09179500008');
  await certify(reserving);
  const guide = await phone(reserving);
  await item(
    'home-reserve-again',
    'Reserving the next loan a second time says so, and gives no second coupon',
    'the second "Mag-apply at Kumuha ng Coupon": "Naka-reserve ka na ng susunod mong loan", the coupon given once, at the first reservation.',
    async (shot) => {
      for (let time = 0; time < 2; time++) {
        await open(guide, '/home');
        await guide.getByRole('button', { name: 'I-reserve ang susunod mong loan' }).click();
        await guide.getByRole('dialog').getByRole('button', { name: 'Mag-apply at Kumuha ng Coupon' }).click();
        await guide.getByRole('dialog').waitFor({ state: 'detached' });
      }
      await guide.locator('.ui-toast').filter({ hasText: 'Naka-reserve ka na ng susunod mong loan' }).waitFor();
      await shot(guide);
    },
  );
  await guide.context().close();

  // A disbursed loan: proof of payment, its acceptance, and the QR Ph code.
  const paying = await borrower('09179500007');
  await certify(paying);
  const repayId = await disbursedLoan(paying.token, paying.phoneNo);
  const pay = await phone(paying);
  await item(
    'proof-picked-not-sent',
    'A proof of payment is shown with Send, not sent when picked',
    'the picked slip shown with "Ipadala" and "choose another"; the operator has nothing yet.',
    async (shot) => {
      await open(pay, '/upload-voucher?repayId=' + repayId);
      await pay.locator('input[type=file]').setInputFiles({ name: 'slip.jpg', mimeType: 'image/jpeg', buffer: await slip() });
      await pay.locator('.ui-capture--ready img').waitFor();
      if ((await harness.ops('vouchers')).trim() !== 'no proofs waiting') throw new Error('a picked photo was sent');
      await bring(pay.locator('.ui-capture-actions'), 'end');
      await shot(pay);
    },
  );
  await item(
    'proof-under-review',
    'Once sent, the proof is under review',
    'after "Ipadala": the proof marked as under review.',
    async (shot) => {
      await pay.getByRole('button', { name: /^Ipadala/ }).click();
      await pay.locator('.ui-capture--done').waitFor();
      await bring(pay.locator('.ui-capture'));
      await shot(pay);
    },
  );
  await item(
    'proof-accepted-repay',
    'Accepted: the repay page says so',
    'after the operator accepts it: "Tinanggap ang proof mo…" on the repay page.',
    async (shot) => {
      const [, line] = (await harness.ops('vouchers')).trim().split('\n');
      await harness.ops('voucher', 'accept', line.split('\t')[0]);
      await open(pay, '/repay/' + repayId);
      const accepted = pay.getByText(/Tinanggap ang proof mo/).first();
      await accepted.waitFor();
      await bring(accepted);
      await shot(pay);
    },
  );
  await item('proof-accepted-orders', 'Accepted: Orders says so too', '"Tinanggap ang proof mo…" on the loan in Orders.', async (shot) => {
    await open(pay, '/order');
    const accepted = pay.getByText(/Tinanggap ang proof mo/).first();
    await accepted.waitFor();
    await bring(accepted);
    await shot(pay);
  });
  await item(
    'sky-scan-save-qr',
    'The QR Ph code can be saved as an image',
    'on /sky-scan, "I‑save ang QR image" under the code.',
    async (shot) => {
      const code = await callApiWithKey(
        '/repay/code',
        { repayId, kind: 'repay', amount: 100_700, channel: 'qrph' },
        paying.token,
        paying.phoneNo,
      );
      await open(pay, '/sky-scan?reference=' + code.reference);
      const save = pay.getByRole('button', { name: 'I\u2011save ang QR image' });
      await bring(save, 'end');
      await shot(pay);
      const [download] = await Promise.all([pay.waitForEvent('download'), save.click()]);
      copyFileSync(await download.path(), join(OUT, 'sky-scan-saved-qr.png'));
      if (download.suggestedFilename() !== `QR-${code.reference}.png`) throw new Error(`saved as ${download.suggestedFilename()}`);
      done.push({
        name: 'sky-scan-saved-qr',
        title: 'The saved QR image itself',
        see: 'the PNG the phone saves (named `QR-<reference>.png`): the code with its amount, reference and pay-by time.',
      });
    },
  );
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
