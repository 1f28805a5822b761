import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
test.before(async () => {
  s = await startTestServer();
});
test.after(() => s.close());

const TYPES = ['gender', 'education', 'marital_status', 'work_status', 'industry', 'income_range', 'salary_type', 'relationship'];

test('every certification dictionary is seeded with key/value items', async () => {
  for (const type of TYPES) {
    const out = await s.call('GET', `/api/user/dict/getByType/${type}`);
    assert.is(out.code, 200, type);
    assert.ok(out.data.length >= 2, type);
    for (const item of out.data) {
      assert.equal(Object.keys(item).sort(), ['key', 'value']);
      assert.ok(item.key && item.value, type);
    }
  }
});

test('items come in display order with Philippine values', async () => {
  const salary = (await s.call('GET', '/api/user/dict/getByType/salary_type')).data;
  assert.equal(salary[1], { key: 'SEMI_MONTHLY', value: 'Twice a month (15th and 30th)' });
  const work = (await s.call('GET', '/api/user/dict/getByType/work_status')).data.map((i: any) => i.key);
  assert.ok(work.includes('OFW'));
});

test('labels follow Accept-Language', async () => {
  const out = await s.call('GET', '/api/user/dict/getByType/gender', undefined, { 'Accept-Language': 'fil-PH,fil;q=0.9,en;q=0.5' });
  assert.equal(out.data, [
    { key: 'M', value: 'Lalaki' },
    { key: 'F', value: 'Babae' },
  ]);
  const th = await s.call('GET', '/api/user/dict/getByType/gender', undefined, { 'Accept-Language': 'th' });
  assert.is(th.data[0].value, 'ชาย');
});

test('itemCode narrows the answer to that item', async () => {
  const out = await s.call('GET', '/api/user/dict/getByType/relationship?itemCode=SPOUSE');
  assert.equal(out.data, [{ key: 'SPOUSE', value: 'Spouse or partner' }]);
  assert.equal((await s.call('GET', '/api/user/dict/getByType/relationship?itemCode=NOPE')).data, []);
});

test('an unknown type answers code 404 with a translated msg', async () => {
  const out = await s.call('GET', '/api/user/dict/getByType/colour', undefined, { 'Accept-Language': 'es' });
  assert.is(out.code, 404);
  assert.is(out.msg, 'Lista desconocida "colour"');
});

test.run();
