// Borrowing at 360x740 against the real server: a borrower certified through the API opens
// the loan page, reads the disclosure and the loan agreement, accepts, applies, follows the bill under
// Orders while the development policy (AUTO_DECIDE_MS, short in test/e2e/run.ts) approves and disburses
// it, finds it as Home's first card with Repay, gets a coupon from the loan guide on Home, and after
// `ops clock +40d` reads the overdue days and fee the server's ledger counts.
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BillList, CurrentBill, Disclosure } from '../../contract/borrow';
import type { CouponList } from '../../contract/coupon';
import { DOUBLE_TAP_MS } from '../../src/app/touch-guard';
import { audit } from './audit';
import { certify } from './certify';
import { baseUrl, callApi, openIn, ops, otpFor, phone, signInCookies, signInViaApi } from './harness';

const PHONE = '09176300001';
const tap = async (page: Page, name: string | RegExp, role: 'button' | 'tab' = 'button') => {
  await page.waitForTimeout(DOUBLE_TAP_MS + 50); // a touch end within 500 ms of the last is swallowed (spec section 9)
  await page.getByRole(role, { name, exact: typeof name === 'string' }).tap();
};
/** Pesos as the English interface writes them: ₱5,000 or ₱5,012.50. */
const pesos = (c: number) => '₱' + Math.floor(c / 100).toLocaleString('en-PH') + (c % 100 ? '.' + String(c % 100).padStart(2, '0') : '');
/** A date as the English interface writes it: the Manila day, the month in words. */
const day = (ms: number) =>
  new Intl.DateTimeFormat('en-PH', { timeZone: 'Asia/Manila', day: 'numeric', month: 'short', year: 'numeric' })
    .format(ms)
    .replace(/ /g, '\u00a0'); // joined, as the interface writes a date: it never breaks across lines
const figure = (page: Page, label: string) =>
  page
    .locator('dt', { hasText: new RegExp('^' + label.replace(/[()]/g, '\\$&') + '$') })
    .locator('xpath=following-sibling::dd')
    .first()
    .textContent();

test('a certified borrower reads the disclosure, accepts, applies once, and sees the bill disbursed under Orders; the loan guide gives a coupon', async () => {
  const token = await signInViaApi(PHONE);
  await certify({ token, phoneNo: PHONE, deviceId: 'e2e-' + PHONE, idNumber: '0111-2346300-9' });
  const { context, page, errors } = await phone();
  await signInCookies(context, token, PHONE);

  await page.goto(baseUrl + '/#/loan');
  await page.getByRole('heading', { level: 1, name: 'Loan' }).waitFor();
  await page.getByText('Net proceeds (what you receive)').waitFor();
  // The figures are the server's quote for the offer on screen (the most available, the shortest term), in pesos.
  const amount = Number((await page.getByLabel('Amount financed').inputValue()).replace(/\D/g, '')) * 100;
  const term = Number(await page.getByLabel('Term').inputValue());
  const productCode = await page.getByLabel('Product').inputValue();
  const quote = (await callApi<Disclosure>('POST', '/product/quote', { token, body: { productCode, amount, term } })).data;
  assert.is(await figure(page, 'Amount financed'), pesos(quote.amount));
  assert.is(await figure(page, 'Net proceeds (what you receive)'), pesos(quote.netProceeds));
  assert.is(await figure(page, 'Total to repay'), pesos(quote.totalRepayable));
  assert.ok(await page.getByRole('button', { name: 'Apply', exact: true }).isDisabled());
  assert.equal(await audit(page), [], '/loan');

  // The loan agreement reads before it is ticked, with the quote's figures; reading it accepts nothing.
  await tap(page, 'Read the loan agreement');
  const agreement = page.getByRole('dialog', { name: 'Loan agreement' });
  await agreement.getByText(/with no fee for paying early/).waitFor();
  for (const part of [pesos(quote.amount), pesos(quote.netProceeds), pesos(quote.totalRepayable), day(quote.dueDate)])
    assert.ok((await agreement.textContent())!.includes(part), part);
  assert.equal(await audit(page), [], '/loan agreement');
  await tap(page, 'Close');
  assert.not.ok(await page.getByRole('checkbox', { name: /accept the loan agreement/ }).isChecked());
  // The form and its agreement at 360 px in Thai and Filipino: labelled 44 px targets, no sideways scroll.
  for (const [lang, read] of [
    ['th', 'อ่านสัญญาเงิน\u2060กู้'], // the word joiner keeps เงินกู้ on one line
    ['fil', 'Basahin ang loan agreement'],
  ]) {
    await openIn(page, lang, '/loan', 'dl');
    assert.equal(await audit(page), [], `/loan in ${lang}`);
    await tap(page, read);
    await page.getByRole('dialog').locator('h3').first().waitFor();
    assert.equal(await audit(page), [], `/loan agreement in ${lang}`);
  }
  await openIn(page, 'en', '/loan', 'dl');
  await page.getByText('Net proceeds (what you receive)').waitFor();

  await page.getByRole('checkbox', { name: /accept the loan agreement/ }).check();
  await tap(page, 'Apply');
  // Location is asked first; saying no loses nothing.
  await page.getByRole('dialog', { name: 'Allow location?' }).waitFor();
  await tap(page, 'Not now');
  const received = page.getByRole('dialog', { name: 'Application received' });
  // What happens next, and a time only because this development server decides by itself.
  await received.getByText(/We review your application first/).waitFor();
  await received.getByText(`${pesos(quote.netProceeds)} to the bank or e-wallet account you saved`, { exact: false }).waitFor();
  await received.getByText(/within about \d+ seconds/).waitFor();
  await tap(page, 'OK');
  await page.waitForURL(/#\/order$/);
  await page.getByRole('dialog', { name: 'Turn on notifications?' }).waitFor();
  await tap(page, 'Not now');

  await page.getByRole('tab', { name: 'Processing', selected: true }).waitFor();
  await page.getByText(/^(Under review|Approved, sending money|Repaying)$/).waitFor();
  // The development policy approves, then disburses; the order then shows it repaying.
  for (let i = 0; i < 30 && !(await page.getByText('Repaying', { exact: true }).isVisible()); i++) {
    await page.waitForTimeout(500);
    await tap(page, 'Completed', 'tab');
    await tap(page, 'Processing', 'tab');
    await page.getByRole('tabpanel').getByRole('listitem').first().waitFor();
  }
  await page.getByText('Repaying', { exact: true }).waitFor({ timeout: 1000 });
  const bills = (await callApi<BillList>('GET', '/borrow/bill?borrowType=0', { token })).data.details;
  assert.is(bills.length, 1, 'one tap, one bill');
  assert.is(await page.getByRole('link', { name: 'Repay' }).getAttribute('href'), '#/repay/' + bills[0].repayId);
  // Where the money went, as the bill recorded it when it was sent: the bank, the last four digits, the day.
  assert.is(bills[0].payout?.accountNo, '********7890');
  await page.getByText(`Sent to BDO Unibank ••••7890 on ${day(bills[0].payout!.sentAt)}`).waitFor();
  await page.getByText('Disclosure statement', { exact: true }).tap();
  assert.is(await figure(page, 'Total to repay'), pesos(quote.totalRepayable));
  assert.equal(await audit(page), [], '/order');

  // Home's first card is the open bill, as the server's clock and ledger count it, with Repay; no new product.
  await page.goto(baseUrl + '/#/home');
  const card = page.getByRole('region', { name: 'Your current loan' });
  await card.waitFor();
  const open = (await callApi<CurrentBill>('GET', '/borrow/borrowStatus', { token })).data;
  assert.is(await card.getByRole('link', { name: 'Repay' }).getAttribute('href'), '#/repay/' + bills[0].repayId);
  assert.is(await figure(page, 'To pay now'), pesos(open.repayable));
  assert.is(await figure(page, 'Due date'), `by 11:59 PM, ${day(open.dueDate!)}`); // the due time too, as borrowers of other lenders expect
  await card.getByText(`${open.daysLeft} days left`).waitFor();
  assert.is(await page.getByText(/^Up to ₱/).count(), 0);
  assert.equal(await audit(page), [], '/home');
  const couponsBefore = (await callApi<CouponList>('GET', '/coupon/couponList', { token })).data.details;
  await tap(page, 'Reserve your next loan');
  await page
    .getByRole('dialog', { name: 'Reserve your next loan' })
    .getByText(/₱20 repayment coupon/)
    .waitFor();
  await tap(page, 'Apply & Get Coupon');
  await page.getByText('You got a ₱20 coupon. See Coupons.').waitFor();
  // The coupon the guide promised is the borrower's now, usable.
  const coupons = (await callApi<CouponList>('GET', '/coupon/couponList', { token })).data.details;
  const gained = coupons.filter((c) => !couponsBefore.some((b) => b.couponId === c.couponId));
  assert.equal(
    gained.map((c) => [c.amount, c.status]),
    [[2_000, 'usable']],
  );

  // Step four for this certified borrower is the change of account, not an empty form: /modify-bank-info
  // shows the account on file, says the loan approved keeps it, refuses a stranger's name at the
  // holder field, and replaces the account only with the code sent to the phone.
  await page.goto(baseUrl + '/#/facial-auth/step-four');
  await page.waitForURL(/#\/modify-bank-info$/);
  await page.getByText('********7890').waitFor();
  const keeps = 'Your current loan was approved with this account and keeps it. The change applies to your next loan.';
  await page.getByText(keeps).waitFor();
  await tap(page, /^Bank or e-wallet/);
  await tap(page, 'GCash');
  await page.getByLabel('E-wallet mobile number').fill('0918 765 4321');
  await page.getByLabel('Account holder name').fill('Pedro Reyes');
  await tap(page, 'Save changes');
  await page.getByText('The account must be in your own name, as on your ID: Maria Clara Santos').waitFor();
  assert.is(await page.getByRole('dialog').count(), 0, "a stranger's name goes no further");
  await page.getByLabel('Account holder name').fill('Maria Clara Santos');
  await tap(page, 'Save changes');
  const ask = page.getByRole('dialog', { name: 'Change the account for your loans?' });
  await ask.getByText(keeps).waitFor();
  await ask.getByText('+63 918 765 4321').waitFor();
  await tap(page, 'Yes, change it');
  await ask.getByText('Please enter the 4-digit code we sent to your phone').waitFor();
  assert.is((await callApi<{ accountNo: string }>('GET', '/account/userBandingAccount', { token })).data.accountNo, '********7890');
  await tap(page, 'Send code');
  await ask.getByText(/^We sent a code to /).waitFor();
  assert.ok(await ask.getByRole('button', { name: /^Send again in \d+ s$/ }).isDisabled(), 'the resend counts down');
  await ask.getByLabel('Code sent to your phone').fill(await otpFor(PHONE, 5000, 'account'));
  assert.equal(await audit(page), [], 'the change confirmation with its code');
  await tap(page, 'Yes, change it');
  await page.getByText('Your bank account is updated. It applies to your next loan.').waitFor();
  assert.is((await callApi<{ accountNo: string }>('GET', '/account/userBandingAccount', { token })).data.accountNo, '*******4321');
  // The loan approved before the change still says, and was, paid to the account fixed at approval.
  const [after] = (await callApi<BillList>('GET', '/borrow/bill?borrowType=0', { token })).data.details;
  assert.is(after.payout?.accountNo, '********7890');

  // 40 days on, past the due date: Orders and Home read the overdue days and fee the server's ledger counts.
  await ops('clock', '+40d');
  try {
    const [late] = (await callApi<BillList>('GET', '/borrow/bill?borrowType=0', { token })).data.details;
    assert.ok(late.overdueDays > 0 && late.overdueFee > 0);
    await openIn(page, 'en', '/order', 'li');
    await page.getByText(`${late.overdueDays} days overdue`).waitFor();
    assert.is(await figure(page, 'Overdue fee'), pesos(late.overdueFee));
    assert.is(await figure(page, 'Total to repay'), pesos(late.repayable));
    assert.equal(await audit(page), [], '/order overdue');
    await openIn(page, 'en', '/home', 'h2');
    await page.getByText('Your order is overdue and your credit limit has been locked. Please repay in time.').waitFor();
    await card.getByText(`${late.overdueDays} days overdue`).waitFor();
    assert.is(await figure(page, 'Overdue fee'), pesos(late.overdueFee));
    // Readable at 360 px in the longest languages (Thai by characters, Filipino by words): labelled 44 px targets, no sideways scroll.
    for (const lang of ['th', 'fil'])
      for (const [path, ready] of [
        ['/home', 'h2'],
        ['/loan', 'p'],
        ['/order', 'li'],
      ]) {
        await openIn(page, lang, path, ready);
        assert.equal(await audit(page), [], `${path} in ${lang}`);
      }
  } finally {
    await ops('clock', 'reset');
  }
  assert.equal(errors, []);
  await context.close();
});

test.run();
