import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { migrations } from '../../../server/db/migrations/index';
import { checkDocumentType, checkIdNumber, ID_TYPES } from '../../../server/identity/id-number';
import { refusal } from '../refusal';

test('numbers typed as printed are kept compact, in capitals', () => {
  assert.is(checkIdNumber('PHILSYS', '1234-5678-9012-3456'), '1234567890123456');
  assert.is(checkIdNumber('UMID', '0111-2345678-9'), '011123456789');
  assert.is(checkIdNumber('DRIVERS_LICENSE', 'n01-12-345678'), 'N0112345678');
  assert.is(checkIdNumber('PASSPORT', 'P1234567A'), 'P1234567A');
  assert.is(checkIdNumber('PASSPORT', 'eb 1234567'), 'EB1234567');
  assert.is(checkIdNumber('SSS', '34-1234567-8'), '3412345678');
  assert.is(checkIdNumber('PRC', '0123456'), '0123456');
  assert.is(checkIdNumber('TIN', '123-456-789'), '123456789');
  assert.is(checkIdNumber('TIN', '123-456-789-000'), '123456789000');
  assert.is(checkIdNumber('POSTAL', 'PRN 1001 4567 8912 P'), 'PRN10014567891' + '2P');
  assert.is(checkIdNumber('VOTERS', '7604-0012A-B1234CDE5678-9'), '76040012AB1234CDE56789');
});

test('a number of the wrong shape for its type is refused naming idNumber', () => {
  const bad: [string, string][] = [
    ['PHILSYS', '1234-5678-9012'],
    ['UMID', '0111-2345678'],
    ['DRIVERS_LICENSE', '01-12-345678'],
    ['PASSPORT', '12345678'],
    ['SSS', '34-1234567'],
    ['PRC', '123456'],
    ['TIN', '1234567890'],
    ['POSTAL', 'AB1'],
    ['PHILSYS', '1234567890123456'.repeat(3)],
  ];
  for (const [type, n] of bad) {
    const e = refusal(() => checkIdNumber(type, n));
    assert.is(e.key, 'idNumberFormat', `${type} ${n}`);
    assert.equal(e.data, { field: 'idNumber' });
  }
  assert.is(refusal(() => checkIdNumber('SSS', '  ')).key, 'fieldRequired');
  assert.is(refusal(() => checkIdNumber('SSS', 3412345678)).key, 'fieldRequired');
});

test('only the seeded ID types are accepted', () => {
  assert.is(checkDocumentType('UMID'), 'UMID');
  for (const bad of ['umid', 'SCHOOL_ID', '', 3, undefined]) assert.is(refusal(() => checkDocumentType(bad)).key, 'dictChoice');
});

test('the formats cover exactly the id_type dictionary', async () => {
  const seeded: string[] = [];
  const fake = {
    insertInto: () => ({
      values: (rows: { item_code: string }[]) => ({ execute: async () => seeded.push(...rows.map((r) => r.item_code)) }),
    }),
  };
  await migrations['0006-seed-id-types'].up(fake as never);
  assert.equal([...seeded].sort(), [...ID_TYPES].sort());
});

test.run();
