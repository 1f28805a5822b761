import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer } from '../harness';

test('appConfig answers the seeded support contacts through the envelope', async () => {
  const s = await startTestServer();
  try {
    const out = await s.call('GET', '/api/user/public/appConfig');
    assert.is(out.code, 200);
    assert.equal(Object.keys(out.data.staffService).sort(), ['serviceEmail', 'servicePhone', 'serviceTime', 'serviceWhatsApp']);
    assert.match(out.data.staffService.serviceEmail, /@/);
    assert.match(out.data.staffService.serviceWhatsApp, /^\+63/);
  } finally {
    await s.close();
  }
});

test('an operator change of a contact shows on the next call', async () => {
  const s = await startTestServer();
  try {
    await s.db.updateTable('setting').set({ value: 'help@lender.example' }).where('key', '=', 'service.email').execute();
    assert.is((await s.call('GET', '/api/user/public/appConfig')).data.staffService.serviceEmail, 'help@lender.example');
  } finally {
    await s.close();
  }
});

test.run();
