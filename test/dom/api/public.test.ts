import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fetchAppConfig, fetchCarousel, fetchDict } from '../../../src/api/public';
import { clearToasts, fakeServer, restoreFetch, sent } from '../support/fake-server';

test.before.each(() => clearToasts());
test.after(restoreFetch);

test('the dictionary type goes in the path and itemCode in the query only when given', async () => {
  fakeServer({ 'GET /dict/getByType/id_type': { data: [{ key: 'umid', value: 'UMID' }] } });
  assert.equal(await fetchDict('id_type'), [{ key: 'umid', value: 'UMID' }]);
  await fetchDict('id_type', 'umid');
  await fetchAppConfig();
  assert.equal(
    sent.map((r) => r.url),
    ['/api/user/dict/getByType/id_type', '/api/user/dict/getByType/id_type?itemCode=umid', '/api/user/public/appConfig'],
  );
});

test('the carousel is one GET of /public/carousel, answering its banners', async () => {
  const details = [{ id: 'a', title: 'Hello', text: 'World', link: '#/loan' }];
  fakeServer({ 'GET /public/carousel': { data: { details } } });
  assert.equal(await fetchCarousel(), { details });
  assert.equal(
    sent.map((r) => `${r.method} ${r.url}`),
    ['GET /api/user/public/carousel'],
  );
});

test.run();
