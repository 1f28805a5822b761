import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createSms } from '../../../server/auth/create-sms';
import { consoleSms, webhookSms } from '../../../server/auth/sms';
import { readConfig } from '../../../server/config';
import { startTestServer } from '../harness';
import { PRODUCTION_ENV } from '../production-env';

const PROD = PRODUCTION_ENV;

test('the development provider writes exactly one JSON line to standard output', async () => {
  const written: string[] = [];
  const real = process.stdout.write;
  process.stdout.write = ((chunk: string) => (written.push(String(chunk)), true)) as typeof process.stdout.write;
  try {
    await consoleSms().sendCode('09171234567', '0420', 'en');
  } finally {
    process.stdout.write = real;
  }
  assert.equal(written, ['{"msg":"otp","phone":"09171234567","code":"0420"}\n']);
});

test('the production provider posts the code to the configured gateway in the caller language', async () => {
  const calls: { url: string; init: RequestInit }[] = [];
  const fakeFetch = (async (url: string, init: RequestInit) => (calls.push({ url, init }), new Response('ok'))) as unknown as typeof fetch;
  await webhookSms('https://sms.example/send', 'gw-token', fakeFetch).sendCode('09171234567', '0420', 'es');
  assert.is(calls[0].url, 'https://sms.example/send');
  assert.is((calls[0].init.headers as Record<string, string>).Authorization, 'Bearer gw-token');
  const body = JSON.parse(String(calls[0].init.body));
  assert.is(body.to, '+639171234567');
  assert.match(body.text, /^Tu código de acceso es 0420\./);
});

test('with PUBLIC_HOST the text ends with the WebOTP line, so the phone can offer the code', async () => {
  let text = '';
  const fakeFetch = (async (_url: string, init: RequestInit) => (
    (text = JSON.parse(String(init.body)).text), new Response('ok')
  )) as unknown as typeof fetch;
  await webhookSms('https://sms.example/send', '', fakeFetch, 'app.lender.ph').sendCode('09171234567', '0420', 'en');
  assert.is(text.split('\n').pop(), '@app.lender.ph #0420');
});

test('the gateway answer body is released after its status is read', async () => {
  let cancelled = 0;
  const body = new ReadableStream({ cancel: () => void cancelled++ });
  const fakeFetch = (async () => new Response(body, { status: 200 })) as unknown as typeof fetch;
  await webhookSms('https://sms.example/send', '', fakeFetch).sendCode('09171234567', '0420', 'en');
  assert.is(cancelled, 1);
});

test('a gateway failure is an error, not a silent success', async () => {
  const failing = (async () => new Response('no', { status: 502 })) as unknown as typeof fetch;
  try {
    await webhookSms('https://sms.example/send', '', failing).sendCode('09171234567', '0420', 'en');
    assert.unreachable();
  } catch (e) {
    assert.match((e as Error).message, '502');
  }
});

test('production never uses the console provider', () => {
  assert.throws(() => createSms({ ...readConfig(PROD, { staticDir: '/' }), sms: { provider: 'console' } }), /never printed/);
});

test('production mode logs no code anywhere, and a gateway failure answers code 503', async () => {
  const posted: string[] = [];
  let fail = false;
  const fakeFetch = (async (_url: string, init: RequestInit) => {
    posted.push(String(init.body));
    return new Response('', { status: fail ? 500 : 200 });
  }) as unknown as typeof fetch;
  const s = await startTestServer(PROD, {});
  s.deps.sms = createSms(s.config, { fetch: fakeFetch });
  const stdout: string[] = [];
  // Log lines without their timestamps, whose digits could look like a code.
  const logged = () => [...s.lines, ...stdout].map((l) => l.replace(/"time":"[^"]*"/, '')).join('\n');
  const real = process.stdout.write;
  process.stdout.write = ((chunk: string) => (stdout.push(String(chunk)), true)) as typeof process.stdout.write;
  try {
    const out = await s.call('POST', '/api/user/login/otp?phone=09171234567&type=1', {});
    assert.is(out.code, 200);
    const code = /code is (\d{4})/.exec(JSON.parse(posted[0]).text)![1];
    const everything = logged();
    assert.ok(
      s.lines.some((l) => l.includes('otp sent')),
      'the send itself is logged',
    );
    assert.not.ok(everything.includes(code), 'the code appears in no log line');
    assert.not.ok(everything.includes('09171234567'), 'nor the full phone');
    fail = true;
    const failed = await s.call('POST', '/api/user/login/otp?phone=09170000001&type=1', {}); // another phone: no wait
    assert.is(failed.code, 503);
    assert.not.ok(logged().includes(/code is (\d{4})/.exec(JSON.parse(posted[1]).text)![1]));
  } finally {
    process.stdout.write = real;
    await s.close();
  }
});

test.run();
