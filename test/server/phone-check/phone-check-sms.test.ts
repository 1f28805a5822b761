import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { consoleSms, webhookSms } from '../../../server/auth/sms';

test('development prints the phone-check code as one JSON line marked purpose phone-check', async () => {
  const lines: string[] = [];
  await consoleSms((l) => lines.push(l)).sendPhoneCheck('09171234567', '0420', 'f', 'en');
  assert.equal(lines, ['{"msg":"otp","phone":"09171234567","code":"0420","purpose":"phone-check"}']);
});

test('production posts the phone-check text to the gateway, asking for a call in mode f', async () => {
  const bodies: Record<string, string>[] = [];
  const fakeFetch = (async (_url: string, init: RequestInit) => (
    bodies.push(JSON.parse(String(init.body))), new Response('ok')
  )) as unknown as typeof fetch;
  const sms = webhookSms('https://sms.example/send', 'gw-token', fakeFetch);
  await sms.sendPhoneCheck('09171234567', '0420', 'l', 'fil');
  await sms.sendPhoneCheck('09171234567', '0421', 'f', 'en');
  assert.equal([bodies[0].to, bodies[0].channel], ['+639171234567', 'sms']);
  assert.match(bodies[0].text, /^Ang iyong phone check code ay 0420\./);
  assert.equal([bodies[1].channel, bodies[1].text.includes('0421')], ['voice', true]);
});

test('a gateway refusal rejects, so the route answers that the code was not sent', async () => {
  const failing = (async () => new Response('no', { status: 502 })) as unknown as typeof fetch;
  let failed = false;
  await webhookSms('https://sms.example/send', '', failing)
    .sendPhoneCheck('09171234567', '0420', 'l', 'en')
    .catch(() => (failed = true));
  assert.ok(failed);
});

test.run();
