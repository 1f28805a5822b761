import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fill, loadPolicy, type PolicyText } from '../../../../src/features/privacy-policy/policy-text';
import { LOCALES } from '../../../../src/i18n/i18n';

const texts = new Map<string, PolicyText>();
test.before(async () => {
  for (const { code } of LOCALES) texts.set(code, await loadPolicy(code));
});

const shape = (p: PolicyText) => p.sections.map((s) => s.blocks.map((b) => (typeof b === 'string' ? 'p' : `ul${b.length}`)).join());

test('every language has the whole notice: the same sections, paragraphs and list items as English', () => {
  const en = texts.get('en')!;
  assert.is(en.sections.length, 10);
  for (const [code, p] of texts) {
    assert.equal(shape(p), shape(en), code);
    assert.is(p.updated, en.updated, code);
  }
});

test('every language names the lender and gives the Data Protection Officer contacts, marked as demo values', () => {
  for (const [code, p] of texts) {
    const all = fill(JSON.stringify(p));
    assert.ok(p.intro.includes('{{lender}}'), code);
    for (const key of ['dpoEmail', 'dpoPhone', 'dpoAddress']) assert.ok(JSON.stringify(p).includes(`{{${key}}}`), `${code} ${key}`);
    assert.ok((all.match(/\(demo\)/g) ?? []).length >= 3, code);
    assert.not.match(all, /\{\{\w+\}\}/, `${code}: every placeholder is filled`);
  }
});

test('every language labels the Certificate of Authority number as the lender details do', async () => {
  for (const [code, p] of texts) {
    const label = (await import(`../../../../src/i18n/locales/${code}.ts`)).default['lender.caNo'];
    assert.ok(p.intro.includes(`${label} {{caNo}}`), `${code}: "${label} {{caNo}}" in the intro`);
  }
});

test('the English notice covers the Data Privacy Act topics: collection, permissions, retention, sharing, rights, DPO', () => {
  const en = JSON.stringify(texts.get('en'));
  for (const must of [
    'Republic Act No. 10173',
    'NPC Circular No. 20-01',
    'Camera: only while',
    'contact list',
    'photo gallery',
    'text messages',
    'Delete my account',
    'withdraw your consent to location, notifications and usage statistics',
    'between 6:00 a.m. and 10:00 p.m.',
    'How long we keep it',
    'Who receives your data',
    'National Privacy Commission',
    'Data Protection Officer',
  ]) {
    assert.ok(en.includes(must), must);
  }
});

test.run();
