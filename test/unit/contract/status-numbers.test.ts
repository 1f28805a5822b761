// The status numbers of PRODUCT.md section 3 are named once, in contract/common.ts (`BizStatus`,
// `BorrowStatus`), and the client and the server compare statuses only by those names: a raw
// number next to a status in business code is a second copy of the rule.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BizStatus, BorrowStatus } from '../../../contract/common';
import { sourceFiles } from '../../support/source-files';

// Migrations write the numbers as the schema stood then; they never change with the names.
const SKIP = [/^server\/db\/migrations\//];

const STATUS = String.raw`(?:\b[\w.]*[sS]tatus\w*|\bs\b)`;
const OP = '(?:===|!==|==|!=|<=|>=|<|>)';
const NUM = String.raw`\b[1-9]0\b`;
const RAW_STATUS = [
  new RegExp(String.raw`${STATUS}\s*${OP}\s*${NUM}`, 'g'),
  new RegExp(String.raw`${NUM}\s*${OP}\s*${STATUS}`, 'g'),
  // kysely: .where('status', '=', 40), .where('biz_status', 'in', [10, 20])
  new RegExp(String.raw`\.where\(\s*'\w*status'\s*,\s*'[^']+'\s*,\s*\[?\s*${NUM}`, 'g'),
  // an answer or a row written with a bare number: { borrowStatus: 10 }, biz_status: 60
  new RegExp(String.raw`\b\w*[sS]tatus\w*\s*:\s*${NUM}`, 'g'),
];

/** The raw status numbers of one file's code (comments left out), as `line: text`. */
function rawStatusNumbers(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/\/\/[^\n]*/g, '');
  const lines = code.split('\n');
  return lines.flatMap((line, i) => (RAW_STATUS.some((re) => line.match(re)) ? [`${i + 1}: ${line.trim()}`] : []));
}

test('the names carry the numbers of PRODUCT.md section 3', () => {
  assert.equal(
    [BizStatus.New, BizStatus.Identity, BizStatus.PersonalInfo, BizStatus.Contacts, BizStatus.BankAccount, BizStatus.Certified],
    [10, 20, 30, 40, 50, 60],
  );
  assert.equal(
    [
      BorrowStatus.Review,
      BorrowStatus.Approved,
      BorrowStatus.Settled,
      BorrowStatus.Repaying,
      BorrowStatus.Overdue,
      BorrowStatus.Rejected,
      BorrowStatus.Failed,
    ],
    [10, 20, 30, 40, 50, 60, 70],
  );
});

test('no business code in src/ or server/ compares or writes a status as a raw number', () => {
  const found = [...sourceFiles('src'), ...sourceFiles('server')]
    .map((p) => relative('.', p))
    .filter((p) => !SKIP.some((re) => re.test(p)))
    .flatMap((p) => rawStatusNumbers(readFileSync(p, 'utf8')).map((hit) => `${p}:${hit}`));
  assert.equal(found, []);
});

test('the check finds raw numbers and lets names, comments and other numbers pass', () => {
  assert.is(rawStatusNumbers('if (b.borrowStatus === 30) go();').length, 1);
  assert.is(rawStatusNumbers('const late = s >= 50;').length, 1);
  assert.is(rawStatusNumbers('if (60 <= user.biz_status) ok();').length, 1);
  assert.is(rawStatusNumbers(".where('status', '=', 40)").length, 1);
  assert.is(rawStatusNumbers(".where('biz_status', 'in', [10, 20])").length, 1);
  assert.is(rawStatusNumbers('return { borrowStatus: 10 };').length, 1);
  assert.equal(rawStatusNumbers('if (b.borrowStatus === BorrowStatus.Settled) go();'), []);
  assert.equal(rawStatusNumbers('// a settled loan (30) counts\n/* status === 70 */'), []);
  assert.equal(rawStatusNumbers('if (res.status === 409) retry(); const n = count > 10;'), []);
});

test.run();
