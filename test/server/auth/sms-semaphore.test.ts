import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createSms } from '../../../server/auth/create-sms';
import { semaphoreSms } from '../../../server/auth/sms-semaphore';
import { fitsOneSms } from '../../../server/auth/sms-length';
import { readConfig } from '../../../server/config';
import type { Lang } from '../../../server/i18n/messages';
import { startSemaphore } from '../../support/providers/semaphore-stand-in';
import { startTestServer } from '../harness';
import { PRODUCTION_ENV } from '../production-env';

const LANGS: Lang[] = ['en', 'es', 'id', 'vi', 'th', 'fil'];
const settings = (baseUrl: string, apiKey: string) => ({ apiKey, sender: 'PesoCash', baseUrl, webOtpHost: null });

test('a sign-in code goes through the OTP endpoint, with the code in its placeholder and the sender name', async () => {
  const sem = await startSemaphore();
  try {
    await semaphoreSms(settings(sem.baseUrl, sem.apiKey)).sendCode('09171234567', '0420', 'en');
    assert.is(sem.sent.length, 1);
    const { path, form } = sem.sent[0];
    assert.is(path, '/api/v4/otp');
    assert.equal([form.number, form.code, form.sendername, form.apikey], ['639171234567', '0420', 'PesoCash', sem.apiKey]);
    assert.match(form.message, /^Your sign-in code is \{otp\}\./);
    assert.not.ok(form.message.includes('0420'), 'the code travels in its own field, placed by Semaphore');
  } finally {
    await sem.close();
  }
});

test('in every language the code text goes as one SMS (GSM-7 160 or UCS-2 70 characters)', async () => {
  const sem = await startSemaphore();
  try {
    const sms = semaphoreSms({ ...settings(sem.baseUrl, sem.apiKey), webOtpHost: 'app.lender.ph' });
    for (const lang of LANGS) {
      await sms.sendCode('09171234567', '0420', lang);
      await sms.sendPhoneCheck('09171234567', '0421', 'l', lang);
      await sms.sendCode('09171234567', '0422', lang, 'erase');
      await sms.sendAccountCode('09171234567', '0423', lang);
    }
    for (const { form } of sem.sent) {
      const text = form.message.replaceAll('{otp}', form.code);
      assert.ok(fitsOneSms(text), `one SMS: ${text}`);
    }
    // Thai goes in UCS-2 and still in Thai: the short text, not English.
    assert.match(sem.sent[16].form.message, /^รหัสเข้าสู่ระบบ/);
    assert.match(sem.sent[18].form.message, /^รหัสสำหรับลบบัญชี/, 'the erase code says what it is for');
  } finally {
    await sem.close();
  }
});

test('other texts (reminders) go through the messages endpoint as written', async () => {
  const sem = await startSemaphore();
  try {
    await semaphoreSms(settings(sem.baseUrl, sem.apiKey)).sendText('09171234567', 'Your bill is due today.');
    assert.equal(
      sem.sent.map((s) => [s.path, s.form.message, s.form.number]),
      [['/api/v4/messages', 'Your bill is due today.', '639171234567']],
    );
  } finally {
    await sem.close();
  }
});

test('too little credit, a wrong key and no answer are failures, never a silent success', async () => {
  const sem = await startSemaphore();
  try {
    const sms = semaphoreSms(settings(sem.baseUrl, sem.apiKey));
    sem.mode = 'no-credit';
    const noCredit = await sms.sendCode('09171234567', '0420', 'en').catch((e: Error) => e);
    assert.instance(noCredit, Error);
    assert.not.match((noCredit as Error).message, '0420');
    const badKey = await semaphoreSms(settings(sem.baseUrl, 'wrong'))
      .sendText('09171234567', 'x')
      .catch((e: Error) => e);
    assert.match((badKey as Error).message, '401');
    sem.mode = 'hang';
    // A stand-in that never answers: a short wait is enough to prove the time-out is a failure.
    const waiting = semaphoreSms({ ...settings(sem.baseUrl, sem.apiKey), timeoutMs: 300 });
    assert.instance(await waiting.sendText('09171234567', 'x').catch((e: Error) => e), Error);
  } finally {
    await sem.close();
  }
});

test('the balance is the account credit Semaphore reports', async () => {
  const sem = await startSemaphore();
  try {
    sem.credit = 1234.5;
    assert.is(await semaphoreSms(settings(sem.baseUrl, sem.apiKey)).balance(), 1234.5);
  } finally {
    await sem.close();
  }
});

test('with SMS_PROVIDER=semaphore the server sends sign-in codes through it; a failure answers 503 and the borrower may ask again at once', async () => {
  const sem = await startSemaphore();
  const s = await startTestServer({
    ...PRODUCTION_ENV,
    SMS_WEBHOOK_URL: '',
    SMS_PROVIDER: 'semaphore',
    SEMAPHORE_API_KEY: sem.apiKey,
    SEMAPHORE_SENDER: 'PesoCash',
    SEMAPHORE_BASE_URL: sem.baseUrl.replace('http:', 'https:'),
  });
  try {
    assert.is(s.config.sms.provider, 'semaphore');
    // The stand-in speaks plain HTTP on loopback; production's https rule is checked above.
    s.deps.sms = createSms({ ...s.config, sms: { ...s.config.sms, baseUrl: sem.baseUrl } as typeof s.config.sms });
    sem.mode = 'no-credit';
    const refused = await s.call('POST', '/api/user/login/otp?phone=09171234567&type=1', {});
    assert.is(refused.code, 503);
    assert.type(refused.msg, 'string');
    sem.mode = 'ok';
    const again = await s.call('POST', '/api/user/login/otp?phone=09171234567&type=1', {});
    assert.is(again.code, 200);
    assert.is(sem.sent.length, 1);
    assert.not.ok(s.lines.join('\n').includes(sem.sent[0].form.code), 'production logs no code');
  } finally {
    await s.close();
    await sem.close();
  }
});

test('production refuses Semaphore without its key or sender name, and a call-mode phone check it cannot make', () => {
  const env = { ...PRODUCTION_ENV, SMS_WEBHOOK_URL: '', SMS_PROVIDER: 'semaphore', PHONE_CHECK_MODE: 'f' };
  const err = (() => {
    try {
      readConfig(env, { staticDir: '/' });
    } catch (e) {
      return (e as Error).message;
    }
    return '';
  })();
  assert.match(err, /SEMAPHORE_API_KEY is required/);
  assert.match(err, /SEMAPHORE_SENDER must be/);
  assert.match(err, /PHONE_CHECK_MODE=f/);
  assert.throws(() => readConfig({ ...PRODUCTION_ENV, SMS_WEBHOOK_URL: '' }, { staticDir: '/' }), /SMS_PROVIDER=semaphore/);
});

test('the webhook slot is still chosen when SMS_WEBHOOK_URL is set and SMS_PROVIDER is not', () => {
  assert.is(readConfig(PRODUCTION_ENV, { staticDir: '/' }).sms.provider, 'webhook');
});

test('ops sms-balance shows the credit left on the Semaphore account, and says plainly when the provider reports none', async () => {
  const sem = await startSemaphore();
  const s = await startTestServer({
    SMS_PROVIDER: 'semaphore',
    SEMAPHORE_API_KEY: sem.apiKey,
    SEMAPHORE_SENDER: 'PesoCash',
    SEMAPHORE_BASE_URL: sem.baseUrl,
  });
  const dev = await startTestServer();
  try {
    sem.credit = 812;
    assert.equal(await s.ops('sms-balance'), { code: 0, text: 'credit: 812 (Semaphore, sender PesoCash)' });
    const none = await dev.ops('sms-balance');
    assert.is(none.code, 1);
    assert.match(none.text, 'the SMS provider is console');
  } finally {
    await s.close();
    await dev.close();
    await sem.close();
  }
});

test.run();
